import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ComposerForm } from '../../../../src/features/composer/components/ComposerForm';
import { loginSucceeded } from '../../../../src/slices/auth';
import { settingChanged } from '../../../../src/slices/settings';
import {
  selectComposerState,
  composerReady,
  errorDismissed,
  postFailed,
  postSucceeded,
  type ComposerDraft,
  type ComposerState,
} from '../../../../src/features/composer/composerSlice';
import { postRequested, previewHidden, previewRequested } from '../../../../src/features/composer/composerIntents';
import {
  accountFactory,
  composerFactory,
  importAccount,
  importStatuses,
  stateAfter,
  statusFactory,
} from '../../../support/factories';
import { renderWithStore } from '../../../support/render';
import type { UnknownAction } from '@reduxjs/toolkit';
import { selectSettingsModalState } from '../../../../src/features/settingsModal/settingsModalSlice';
import { selectSettings } from '../../../../src/selectors/settings';
import { nodeinfoLoaded } from '../../../../src/slices/instance';
import type { Nodeinfo } from '../../../../src/api/types';

// user-event typing is slow on a busy machine

const me = accountFactory({ id: 'ME', username: 'alice', acct: 'alice', locked: false });
const bob = accountFactory({ id: 'BOB', username: 'bob', acct: 'bob' });

const composer = (key: string, over: Partial<ComposerState> = {}, draft: Partial<ComposerDraft> = {}) =>
  composerFactory(key, { updatedAt: 1, ...over }, draft);

function renderForm(c: ComposerState, ...extra: UnknownAction[]) {
  const preloadedState = stateAfter(importAccount(me), loginSucceeded({ me: 'ME' }), composerReady(c), ...extra);
  const onPosted = jest.fn();
  const result = renderWithStore(<ComposerForm composerKey={c.key} onPosted={onPosted} />, { preloadedState });
  const dispatched: UnknownAction[] = [];
  const real = result.store.dispatch;
  jest.spyOn(result.store, 'dispatch').mockImplementation((action) => {
    dispatched.push(action as UnknownAction);
    return real(action as UnknownAction);
  });
  return { ...result, onPosted, dispatched };
}

const text = () => screen.getByRole('textbox', { name: 'Post text' });
const postButton = () => screen.getByRole('button', { name: 'Post' });

describe('ComposerForm', () => {
  it('every change goes to the store and the counter follows text plus subject', async () => {
    const user = userEvent.setup();
    const { store } = renderForm(composer('status'));
    await user.type(text(), 'Hello');
    expect(selectComposerState(store.getState()).composers.status.draft.status).toBe('Hello');
    expect(screen.getByTestId('composer-counter')).toHaveTextContent(String(5000 - 5));
  });

  it("opened with a prefill (a reply's mentions), the caret waits after it", () => {
    const c = composer('reply:S1', { mode: 'reply', targetId: 'S1' }, { status: '@bob ' });
    const preloadedState = stateAfter(importAccount(me), loginSucceeded({ me: 'ME' }), composerReady(c));
    renderWithStore(<ComposerForm composerKey={c.key} autoFocus />, { preloadedState });
    expect(text()).toHaveFocus();
    expect((text() as HTMLTextAreaElement).selectionStart).toBe('@bob '.length);
  });

  it('the tag section: toggled open, counted against the limit (plus 4 for plain text), cleared when hidden', async () => {
    const user = userEvent.setup();
    const { store } = renderForm(composer('status'));
    await user.click(screen.getByRole('button', { name: 'Tags' }));
    await user.type(screen.getByRole('textbox', { name: 'Tags, shown in small text under the post' }), '#cats');
    expect(selectComposerState(store.getState()).composers.status.draft.tags).toBe('#cats');
    expect(screen.getByTestId('composer-counter')).toHaveTextContent(String(5000 - '#cats'.length - 4));
    await user.click(screen.getByRole('button', { name: 'Tags' }));
    expect(selectComposerState(store.getState()).composers.status.draft.tags).toBe('');
    expect(screen.queryByRole('textbox', { name: 'Tags, shown in small text under the post' })).toBeNull();
  });

  it('over the text limit the counter is in error style and posting is disabled', () => {
    renderForm(composer('status', {}, { status: 'x'.repeat(5001) }));
    expect(screen.getByTestId('composer-counter')).toHaveTextContent('-1');
    expect(screen.getByTestId('composer-counter')).toHaveClass('is-over');
    expect(postButton()).toBeDisabled();
  });

  it('Ctrl+Enter and Meta+Enter post; plain Enter does not unless submitOnEnter', async () => {
    const user = userEvent.setup();
    const { dispatched, store } = renderForm(composer('status', {}, { status: 'hi' }));
    text().focus();
    await user.keyboard('{Enter}');
    expect(dispatched.filter((a) => a.type === postRequested.type)).toHaveLength(0);
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(dispatched.filter((a) => a.type === postRequested.type)).toEqual([postRequested({ key: 'status' })]);
    // the first post failed: the form is idle again
    act(() => {
      store.dispatch(errorDismissed({ key: 'status' }));
    });
    await user.keyboard('{Meta>}{Enter}{/Meta}');
    expect(dispatched.filter((a) => a.type === postRequested.type)).toHaveLength(2);
  });

  it('Enter posts with submitOnEnter, Shift+Enter still breaks the line', async () => {
    const user = userEvent.setup();
    const { dispatched, store } = renderForm(composer('status', {}, { status: 'hi' }), settingChanged('submitOnEnter', true));
    text().focus();
    await user.keyboard('{Shift>}{Enter}{/Shift}');
    expect(dispatched.filter((a) => a.type === postRequested.type)).toHaveLength(0);
    expect(selectComposerState(store.getState()).composers.status.draft.status).toContain('\n');
    fireEvent.keyDown(text(), { key: 'Enter' });
    expect(dispatched.filter((a) => a.type === postRequested.type)).toHaveLength(1);
  });

  it('nothing is posted while posting', () => {
    renderForm(composer('status', { phase: 'posting' }, { status: 'hi' }));
    expect(screen.getByRole('button', { name: 'Posting' })).toBeDisabled();
  });

  it('the subject toggle shows the subject; a subject sets sensitive; hiding clears both', async () => {
    const user = userEvent.setup();
    const { store } = renderForm(composer('status'));
    expect(screen.queryByRole('textbox', { name: 'Subject (optional)' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'CW' }));
    await user.type(screen.getByRole('textbox', { name: 'Subject (optional)' }), 'spoilers');
    expect(selectComposerState(store.getState()).composers.status.draft).toMatchObject({ spoilerText: 'spoilers', nsfw: true });
    await user.click(screen.getByRole('button', { name: 'CW' }));
    expect(selectComposerState(store.getState()).composers.status.draft).toMatchObject({
      spoilerText: '',
      nsfw: false,
      subjectVisible: false,
    });
    expect(screen.queryByRole('textbox', { name: 'Subject (optional)' })).toBeNull();
  });

  it('alwaysShowSubjectInput shows the subject without a toggle', () => {
    renderForm(composer('status'), settingChanged('alwaysShowSubjectInput', true));
    expect(screen.getByRole('textbox', { name: 'Subject (optional)' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'CW' })).toBeNull();
  });

  it('a reply to a private post offers only direct and followers-only', () => {
    const target = statusFactory({ id: 'P1', account: bob, visibility: 'private' });
    renderForm(composer('reply:P1', { mode: 'reply', targetId: 'P1' }, { visibility: 'private' }), importStatuses([target]));
    const scopes = within(screen.getByRole('radiogroup', { name: 'Visibility' })).getAllByRole('radio');
    expect(scopes.map((s) => s.getAttribute('data-scope'))).toEqual(['direct', 'private']);
    expect(screen.getByRole('radio', { name: /Followers only/ })).toHaveAttribute('aria-checked', 'true');
  });

  it('a new post offers every scope in spec order and picking one changes the draft', async () => {
    const user = userEvent.setup();
    const { store } = renderForm(composer('status'));
    const scopes = within(screen.getByRole('radiogroup', { name: 'Visibility' })).getAllByRole('radio');
    expect(scopes.map((s) => s.getAttribute('data-scope'))).toEqual(['direct', 'private', 'unlisted', 'public']);
    await user.click(screen.getByRole('radio', { name: /Direct/ }));
    expect(selectComposerState(store.getState()).composers.status.draft.visibility).toBe('direct');
  });

  it('the edit form keeps the visibility selector disabled and says Save', () => {
    renderForm(composer('edit:P1', { mode: 'edit', targetId: 'P1' }, { status: 'old' }));
    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('warns about followers-only posts on an unlocked account, with the way to the profile settings', async () => {
    const { store } = renderForm(composer('status', {}, { visibility: 'private' }));
    expect(screen.getByText(/Your account is not locked/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Lock it in your profile settings' }));
    expect(selectSettingsModalState(store.getState())).toMatchObject({ mode: 'visible', tab: 'profile' });
  });

  it('says who each scope reaches, until the member dismisses it (hideScopeNotice)', async () => {
    const { store } = renderForm(composer('status', {}, { visibility: 'public' }));
    expect(screen.getByText('Everyone can see this post, on the public timelines too.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: /Direct/ }));
    expect(screen.getByText('Only the people you mention can see this post.')).toBeInTheDocument();
    // this server (no safe_dm_mentions) delivers to every mention
    expect(screen.queryByText(/mentioned at its start/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: "Don't show this notice again" }));
    expect(screen.queryByText('Only the people you mention can see this post.')).toBeNull();
    expect(selectSettings(store.getState()).hideScopeNotice).toBe(true);
  });

  it('on a server with safe DM mentions, a direct post says it reaches only the people named at its start', () => {
    renderForm(
      composer('status', {}, { visibility: 'direct' }),
      nodeinfoLoaded({ metadata: { features: ['safe_dm_mentions'] } } as unknown as Nodeinfo),
    );
    expect(screen.getByText('This server delivers a direct post only to the people mentioned at its start.')).toBeInTheDocument();
  });

  it('shows a failure as Error: with a close button, keeping the text', async () => {
    const user = userEvent.setup();
    const { store } = renderForm(
      composer('status', {}, { status: 'keep me' }),
      postFailed({ key: 'status', error: { id: 'errors.generic', text: 'Server says no' } }),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Error: Server says no');
    expect(text()).toHaveValue('keep me');
    await user.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(selectComposerState(store.getState()).composers.status.phase).toBe('idle');
  });

  it('tells its placement when the post went through', () => {
    const { store, onPosted } = renderForm(composer('status', {}, { status: 'hi' }));
    act(() => {
      store.dispatch(postRequested({ key: 'status' }));
    });
    expect(onPosted).not.toHaveBeenCalled();
    act(() => {
      store.dispatch(postSucceeded({ key: 'status', statusId: 'N1', at: 2 }));
    });
    expect(onPosted).toHaveBeenCalledTimes(1);
    expect(text()).toHaveValue('');
  });

  it('the preview shows the empty note, and follows the draft while shown', async () => {
    const user = userEvent.setup();
    const { dispatched } = renderForm(composer('status', { preview: { state: 'empty' } }));
    expect(screen.getByText('Empty')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Preview' })).toHaveAttribute('aria-pressed', 'true');
    await user.type(text(), 'a');
    expect(dispatched.filter((a) => a.type === previewRequested.type)).toEqual([previewRequested({ key: 'status' })]);
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(dispatched).toContainEqual(previewHidden({ key: 'status' }));
  });

  it('the preview shows the post as it will look, with no action bar or reactions to press', () => {
    const draft = statusFactory({
      id: 'preview-1',
      content: '<p>Looks like this</p>',
      pleroma: { emoji_reactions: [{ name: '👍', count: 1, me: false }] },
    });
    renderForm(composer('status', { preview: { state: 'shown', statusId: 'preview-1' } }), importStatuses([draft]));
    const card = screen.getByText('Looks like this').closest('article');
    if (!card) throw new Error('no preview card');
    expect(within(card).queryByRole('button', { name: /Reply|Favorite|Like/ })).toBeNull();
    expect(within(card).queryByRole('button', { name: /👍/ })).toBeNull();
  });
});
