// The translation pickers under a post: fed by the server's list, they send the pair the reader picked.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Status } from '../../../src/components/Status/Status';
import { statusTranslated, statusTranslateRequested } from '../../../src/features/interactions/statusActionsSlice';
import {
  translationLanguagesLoaded,
  translationPromptClosed,
  translationPromptOpened,
} from '../../../src/features/interactions/translationSlice';
import { loginSucceeded } from '../../../src/slices/auth';
import { accountFactory, importAccount, importStatuses, stateAfter, statusFactory } from '../../support/factories';
import { dispatchedActions, renderWithMockStore } from '../../support/render';

const me = accountFactory({ id: 'ME', username: 'alice', acct: 'alice' });
const languages = [
  { code: 'en', name: 'English' },
  { code: 'de', name: 'German' },
  { code: 'xx', name: 'Server name only' },
];

function renderCard(...extra: Parameters<typeof stateAfter>) {
  const state = stateAfter(
    importAccount(me),
    importStatuses([statusFactory({ id: 'P1' })]),
    loginSucceeded({ me: 'ME' }),
    translationLanguagesLoaded({ source: languages, target: languages }),
    ...extra,
  );
  return renderWithMockStore(<Status entryId="P1" position={1} setSize={1} />, { state });
}

describe('translation pickers', () => {
  it('offer the server’s languages, starting on the detected source and the suggested target', async () => {
    const user = userEvent.setup();
    const { store } = renderCard(translationPromptOpened({ statusId: 'P1', source: 'en', target: 'de' }));
    const form = await screen.findByRole('form', { name: 'Translate this post' });
    const from = within(form).getByRole('combobox', { name: 'From' });
    const to = within(form).getByRole('combobox', { name: 'To' });
    expect(from).toHaveValue('en');
    expect(to).toHaveValue('de');
    // 'detect' first, then the list; names in the reader's language, the server's where the browser has none
    expect(
      within(from)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Detect the language', 'English', 'German', 'Server name only']);
    await user.selectOptions(from, '');
    await user.selectOptions(to, 'en');
    await user.click(within(form).getByRole('button', { name: 'Translate' }));
    expect(dispatchedActions(store)).toEqual([statusTranslateRequested({ statusId: 'P1', target: 'en', source: null })]);
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(dispatchedActions(store).at(-1)).toEqual(translationPromptClosed({ statusId: 'P1' }));
  });

  it('a translation offers other languages', async () => {
    const user = userEvent.setup();
    const { store } = renderCard(statusTranslated({ statusId: 'P1', content: '<p>Hallo</p>', language: 'de', source: 'en' }));
    expect(screen.queryByRole('form', { name: 'Translate this post' })).toBeNull();
    // the translation below the post is a lazy piece
    await user.click(await screen.findByRole('button', { name: 'Other languages' }));
    expect(dispatchedActions(store)).toEqual([statusTranslateRequested({ statusId: 'P1', choose: true })]);
  });
});
