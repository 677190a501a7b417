// The desktop post form keeps its room while it loads (issue 25, nothing jumpy): the shell's stand-in for its chunk
// and the form's own stand-in are as tall as the form was when it was last ready (at a first sign-in, as tall as it is
// at the default settings), so the navigation panel below it is not pushed down when the form comes in. The form
// measures itself once it is ready, for the next start.
import { act, screen } from '@testing-library/react';
import { UserPanel } from '../../../../src/app/shell/UserPanel';
import { composerReady, emptyDraft } from '../../../../src/features/composer/composerSlice';
import { loginSucceeded } from '../../../../src/slices/auth';
import { FIRST_POST_FORM_ROOM, STORAGE_KEYS } from '../../../../src/utils/storage';
import { accountFactory, importAccount, stateAfter } from '../../../support/factories';
import { renderWithStore } from '../../../support/render';

const LAZY = { timeout: 30_000 };
const me = accountFactory({ id: 'ME', username: 'alice', acct: 'alice' });
const signedIn = () => stateAfter(importAccount(me), loginSucceeded({ me: 'ME' }));
const statusComposer = composerReady({
  key: 'status',
  mode: 'new',
  targetId: null,
  draft: emptyDraft('public', 'en', 'text/plain'),
  phase: 'idle',
  error: null,
  idempotencyKey: '1',
  preview: { state: 'hidden' },
  updatedAt: 1,
});

afterEach(() => {
  localStorage.clear();
  jest.restoreAllMocks();
});

describe("the desktop post form's room", () => {
  it('is as tall as the form last was, from the first render to the form', async () => {
    localStorage.setItem(STORAGE_KEYS.postFormHeight, '362');
    const { container, store } = renderWithStore(<UserPanel />, { preloadedState: signedIn() });
    const panel = container.querySelector('.user-panel');
    // the chunk is on its way: the shell's stand-in holds the room
    expect((panel?.lastElementChild as HTMLElement | null)?.style.height).toBe('362px');
    // the chunk is in, the composer not yet: the form's own stand-in holds it
    const standIn = await screen.findByRole('textbox', {}, LAZY);
    const room = standIn.closest<HTMLElement>('.user-panel > div:last-child');
    expect(room?.style.minHeight).toBe('362px');
    // the composer is ready: it takes its own height, and that is kept for the next start
    jest.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(340);
    act(() => {
      store.dispatch(statusComposer);
    });
    expect(room?.style.minHeight).toBe('');
    expect(localStorage.getItem(STORAGE_KEYS.postFormHeight)).toBe('340');
  });

  it('keeps the room the form takes at the default settings on a first start, or when what is stored is odd', async () => {
    for (const stored of [null, '"tall"', '-5']) {
      if (stored !== null) localStorage.setItem(STORAGE_KEYS.postFormHeight, stored);
      const { unmount } = renderWithStore(<UserPanel />, { preloadedState: signedIn() });
      const standIn = await screen.findByRole('textbox', {}, LAZY);
      expect(standIn.closest<HTMLElement>('.user-panel > div:last-child')?.style.minHeight).toBe(FIRST_POST_FORM_ROOM);
      unmount();
    }
    // the form's height at the default settings, in the default 15 px type
    expect(parseFloat(FIRST_POST_FORM_ROOM) * 15).toBeCloseTo(362);
  });
});
