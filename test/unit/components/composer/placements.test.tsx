import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Status } from '../../../../src/components/Status/Status';
import { ComposerHost } from '../../../../src/features/composer/components/ComposerHost';
import FloatingPostButton from '../../../../src/features/composer/components/FloatingPostButton';
import { loginSucceeded } from '../../../../src/slices/auth';
import { instanceLoaded } from '../../../../src/slices/instance';
import { settingChanged } from '../../../../src/slices/settings';
import { composerRequested } from '../../../../src/features/composer/index';
import {
  selectComposerState,
  composerReady,
  emptyDraft,
  inlineComposerToggled,
  modalOpened,
} from '../../../../src/features/composer/composerSlice';
import type { Instance } from '../../../../src/api/types';
import { accountFactory, importAccount, importStatuses, stateAfter, statusFactory } from '../../../support/factories';
import { dispatchedActions, LocationProbe, renderWithMockStore, renderWithStore } from '../../../support/render';

// lazy chunks and user-event are slow on a busy machine
/** a lazy chunk may take a while to come in */
const LAZY = { timeout: 30_000 };

const me = accountFactory({ id: 'ME', username: 'alice', acct: 'alice' });
const bob = accountFactory({ id: 'BOB', username: 'bob', acct: 'bob' });
const signedIn = [importAccount(me), loginSucceeded({ me: 'ME' })];

const ready = (key: string, mode: 'new' | 'reply' | 'edit', targetId: string | null, status = '') =>
  composerReady({
    key,
    mode,
    targetId,
    draft: { ...emptyDraft('public', 'en', 'text/plain'), status },
    phase: 'idle',
    error: null,
    idempotencyKey: '1',
    preview: { state: 'hidden' },
    updatedAt: 1,
  });

describe('composer placements', () => {
  it('Reply asks for the inline composer and stays on the page', async () => {
    const user = userEvent.setup();
    const state = stateAfter(...signedIn, importStatuses([statusFactory({ id: 'P1', account: bob })]));
    const { store } = renderWithMockStore(
      <>
        <Status entryId="P1" position={1} setSize={1} />
        <LocationProbe />
      </>,
      { state, route: '/main/friends' },
    );
    await user.click(screen.getByRole('button', { name: 'Reply' }));
    expect(dispatchedActions(store)).toEqual([composerRequested({ mode: 'reply', statusId: 'P1' })]);
    expect(screen.getByTestId('location')).toHaveTextContent('/main/friends');
  });

  it('an open inline composer renders under its card, lazily, and Reply shows pressed', async () => {
    const preloadedState = stateAfter(
      ...signedIn,
      importStatuses([statusFactory({ id: 'P1', account: bob })]),
      ready('reply:P1', 'reply', 'P1', '@bob '),
      inlineComposerToggled({ statusId: 'P1', mode: 'reply' }),
    );
    renderWithStore(<Status entryId="P1" position={1} setSize={1} />, { preloadedState });
    const article = screen.getByRole('article');
    expect(await within(article).findByRole('textbox', { name: 'Post text' }, LAZY)).toHaveValue('@bob ');
    expect(within(article).getByRole('button', { name: 'Reply' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('own posts offer Edit (when the server edits) and Delete & redraft, which ask the compose saga', async () => {
    const user = userEvent.setup();
    const instance = {
      uri: 'x',
      title: 'x',
      version: '2.7.2 (compatible; Pleroma 2.5.0)',
      pleroma: { metadata: { features: ['editing'] } },
    };
    const state = stateAfter(
      ...signedIn,
      instanceLoaded(instance as unknown as Instance),
      importStatuses([statusFactory({ id: 'P1', account: me })]),
      settingChanged('modalOnDelete', false),
    );
    const { store } = renderWithMockStore(<Status entryId="P1" position={1} setSize={1} />, { state });
    await user.click(screen.getByRole('button', { name: 'More actions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    await user.click(screen.getByRole('button', { name: 'More actions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete & redraft' }));
    expect(dispatchedActions(store)).toEqual([
      composerRequested({ mode: 'edit', statusId: 'P1' }),
      composerRequested({ mode: 'redraft', statusId: 'P1' }),
    ]);
  });

  it("others' posts offer neither Edit nor Delete & redraft", async () => {
    const user = userEvent.setup();
    const state = stateAfter(...signedIn, importStatuses([statusFactory({ id: 'P1', account: bob })]));
    renderWithMockStore(<Status entryId="P1" position={1} setSize={1} />, { state });
    await user.click(screen.getByRole('button', { name: 'More actions' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).queryByRole('menuitem', { name: 'Edit' })).toBeNull();
    expect(within(menu).queryByRole('menuitem', { name: 'Delete & redraft' })).toBeNull();
  });

  it('?message= asks for a prefilled new post once and leaves the URL', () => {
    const { store } = renderWithMockStore(
      <>
        <ComposerHost />
        <LocationProbe />
      </>,
      { state: stateAfter(...signedIn), route: '/main/friends?message=hello%20there' },
    );
    expect(dispatchedActions(store)).toEqual([composerRequested({ mode: 'new', message: 'hello there' })]);
  });

  it('?message= waits for a signed-in user', () => {
    const { store } = renderWithMockStore(<ComposerHost />, { state: stateAfter(), route: '/main/public?message=hi' });
    expect(dispatchedActions(store)).toEqual([]);
  });

  it('the modal shows the composer, focused in the text area; Escape closes it', async () => {
    const user = userEvent.setup();
    const preloadedState = stateAfter(...signedIn, ready('status', 'new', null, 'draft'), modalOpened({ key: 'status' }));
    const { store } = renderWithStore(<ComposerHost />, { preloadedState });
    const dialog = await screen.findByRole('dialog', { name: 'New post' }, LAZY);
    const text = within(dialog).getByRole('textbox', { name: 'Post text' });
    expect(text).toHaveValue('draft');
    expect(text).toHaveFocus();
    expect(document.body).toHaveClass('scroll-locked');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(selectComposerState(store.getState()).modal).toBeNull();
    // the new post's draft stays for the next opening
    expect(selectComposerState(store.getState()).composers.status.draft.status).toBe('draft');
  });

  it('closing the edit modal discards the edit', async () => {
    const user = userEvent.setup();
    const preloadedState = stateAfter(...signedIn, ready('edit:P1', 'edit', 'P1', 'old'), modalOpened({ key: 'edit:P1' }));
    const { store } = renderWithStore(<ComposerHost />, { preloadedState });
    const dialog = await screen.findByRole('dialog', { name: 'Edit post' }, LAZY);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(selectComposerState(store.getState()).composers['edit:P1']).toBeUndefined();
  });

  it('the floating button is for signed-in users on phones (or always with alwaysShowNewPostButton)', async () => {
    const user = userEvent.setup();
    const visitor = renderWithMockStore(<FloatingPostButton mobile />, { state: stateAfter() });
    expect(screen.queryByRole('button', { name: 'New post' })).toBeNull();
    visitor.unmount();
    const desktop = renderWithMockStore(<FloatingPostButton mobile={false} />, { state: stateAfter(...signedIn) });
    expect(screen.queryByRole('button', { name: 'New post' })).toBeNull();
    desktop.unmount();
    renderWithMockStore(<FloatingPostButton mobile={false} />, {
      state: stateAfter(...signedIn, settingChanged('alwaysShowNewPostButton', true)),
    });
    expect(screen.getByRole('button', { name: 'New post' })).toBeInTheDocument();
    const phone = renderWithMockStore(<FloatingPostButton mobile />, { state: stateAfter(...signedIn) });
    await user.click(within(phone.container).getByRole('button', { name: 'New post' }));
    expect(dispatchedActions(phone.store)).toEqual([composerRequested({ mode: 'new' })]);
  });

  it('with autohideFloatingPostButton the button hides while scrolling down', () => {
    renderWithMockStore(<FloatingPostButton mobile />, {
      state: stateAfter(...signedIn, settingChanged('autohideFloatingPostButton', true)),
    });
    const button = screen.getByRole('button', { name: 'New post' });
    act(() => {
      window.scrollY = 400;
      window.dispatchEvent(new Event('scroll'));
    });
    expect(button).toHaveClass('is-hidden');
  });
});
