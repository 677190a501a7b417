// The shortcuts' help is a lazy chunk: one failed load is retried, and '?' still shows the help.
import { fireEvent, screen } from '@testing-library/react';
import HotkeysHost from '../../../src/features/hotkeys/HotkeysHost';
import { loginSucceeded } from '../../../src/slices/auth';
import { accountFactory, importAccount, stateAfter } from '../../support/factories';
import { renderWithStore } from '../../support/render';

let mockFailuresLeft = 1;
jest.mock('../../../src/features/hotkeys/HotkeysHelp', () => {
  if (mockFailuresLeft > 0) {
    mockFailuresLeft -= 1;
    const error = new Error('Loading chunk hotkeys-help failed');
    error.name = 'ChunkLoadError';
    throw error;
  }
  return jest.requireActual<object>('../../../src/features/hotkeys/HotkeysHelp');
});

it('a help chunk that fails once is loaded again, and the help opens', async () => {
  const ann = accountFactory({ id: 'ANN', acct: 'ann', username: 'ann' });
  renderWithStore(<HotkeysHost />, { preloadedState: stateAfter(importAccount(ann), loginSucceeded({ me: 'ANN' })) });
  fireEvent.keyDown(document.body, { key: '?' });
  expect(await screen.findByRole('dialog', { name: 'Keyboard shortcuts' }, { timeout: 30_000 })).toBeInTheDocument();
  expect(mockFailuresLeft).toBe(0);
}, 60_000);
