import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Status } from '../../../src/components/Status/Status';
import { loginSucceeded } from '../../../src/slices/auth';
import { settingChanged } from '../../../src/slices/settings';
import {
  statusActionFailed,
  statusDeleteRequested,
  statusToggleRequested,
  statusTranslated,
  statusTranslationHidden,
} from '../../../src/features/interactions/statusActionsSlice';
import { accountFactory, importAccount, importStatuses, stateAfter, statusFactory } from '../../support/factories';
import { dispatchedActions, renderWithMockStore } from '../../support/render';
import { instanceLoaded } from '../../../src/slices/instance';
import type { Instance } from '../../../src/api/types';
import { adminStatusChangeRequested } from '../../../src/features/moderation/moderationIntents';

const me = accountFactory({ id: 'ME', username: 'alice', acct: 'alice' });
const bob = accountFactory({ id: 'BOB', username: 'bob', acct: 'bob@remote.example' });

function renderCard(overrides: Record<string, unknown>, ...extra: Parameters<typeof stateAfter>) {
  const raw = statusFactory({ id: 'P1', account: bob, favourites_count: 2, reblogs_count: 1, ...overrides });
  const state = stateAfter(importAccount(me), importStatuses([raw]), loginSucceeded({ me: 'ME' }), ...extra);
  return renderWithMockStore(<Status entryId="P1" position={1} setSize={1} />, { state });
}

const bar = () => screen.getByRole('group', { name: 'Post actions' });

describe('StatusActions', () => {
  it('a translation names the language it came from and offers the original back', async () => {
    const user = userEvent.setup();
    const { store } = renderCard(
      {},
      statusTranslated({ statusId: 'P1', content: '<p>Hallo</p><script>x</script>', language: 'de', source: 'en' }),
    );
    const translation = (await screen.findByRole('heading', { name: /Translated from English to German/ })).closest('section');
    expect(translation).toHaveTextContent('Hallo');
    expect(translation?.querySelector('script')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Show original' }));
    expect(dispatchedActions(store)).toEqual([statusTranslationHidden({ statusId: 'P1' })]);
  });

  it('shows counts and asks to favourite', async () => {
    const user = userEvent.setup();
    const { store } = renderCard({});
    const star = within(bar()).getByRole('button', { name: 'Favourite' });
    expect(within(bar()).getByRole('button', { name: 'Favourited by 2 people' })).toHaveTextContent('2');
    expect(star).toHaveAttribute('aria-pressed', 'false');
    await user.click(star);
    expect(dispatchedActions(store)).toEqual([statusToggleRequested({ statusId: 'P1', toggle: 'favourite', on: true })]);
    expect(star).toHaveClass('status-action-animate');
  });

  it("others' private posts cannot be repeated: a disabled lock", () => {
    renderCard({ visibility: 'private' });
    expect(within(bar()).queryByRole('button', { name: 'Repeat' })).toBeNull();
    expect(within(bar()).getByRole('button', { name: 'This post cannot be repeated' })).toBeDisabled();
  });

  it('repeat asks first when modalOnRepeat is on', async () => {
    const user = userEvent.setup();
    const { store } = renderCard({}, settingChanged('modalOnRepeat', true));
    await user.click(within(bar()).getByRole('button', { name: 'Repeat' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Repeat this post?' });
    expect(dispatchedActions(store)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Repeat' }));
    expect(dispatchedActions(store)).toEqual([statusToggleRequested({ statusId: 'P1', toggle: 'reblog', on: true })]);
  });

  it('an action error shows with a dismiss cross', async () => {
    const user = userEvent.setup();
    const { store } = renderCard(
      {},
      statusActionFailed({ statusId: 'P1', error: { id: 'status_actions.error.delete', cause: { id: 'errors.http.internal' } } }),
    );
    expect(screen.getByRole('alert')).toHaveTextContent(/Could not delete/);
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(dispatchedActions(store)).toEqual([{ type: 'statusActions/statusActionErrorDismissed', payload: { statusId: 'P1' } }]);
  });

  it("the menu of someone else's post offers report, not delete or pin", async () => {
    const user = userEvent.setup();
    renderCard({});
    await user.click(within(bar()).getByRole('button', { name: 'More actions' }));
    const menu = await screen.findByRole('menu');
    const items = within(menu)
      .getAllByRole('menuitem')
      .map((i) => i.textContent);
    expect(items).toContain('Report');
    expect(items).toContain('Copy link');
    expect(items).not.toContain('Delete');
    expect(items).not.toContain('Pin on profile');
  });

  it('a scroll closes the menu, but not the late event of a scroll that ended before it opened', async () => {
    const user = userEvent.setup();
    renderCard({});
    const scrollTo = (y: number) => {
      Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
      window.dispatchEvent(new Event('scroll'));
    };
    try {
      // the page was scrolled to the button (the event comes a frame later), then the button pressed
      Object.defineProperty(window, 'scrollY', { value: 300, configurable: true });
      await user.click(within(bar()).getByRole('button', { name: 'More actions' }));
      await screen.findByRole('menu');
      act(() => scrollTo(300));
      expect(screen.getByRole('menu')).toBeInTheDocument();
      // a scroll that moves the page from where the menu was placed
      act(() => scrollTo(340));
      expect(screen.queryByRole('menu')).toBeNull();
    } finally {
      Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    }
  });

  it('own posts: pin and delete, with a confirmation (modalOnDelete)', async () => {
    const user = userEvent.setup();
    const { store } = renderCard({ account: me });
    await user.click(within(bar()).getByRole('button', { name: 'More actions' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Pin on profile' })).toBeInTheDocument();
    expect(within(menu).queryByRole('menuitem', { name: 'Report' })).toBeNull();
    await user.click(within(menu).getByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this post?' });
    expect(dispatchedActions(store)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(dispatchedActions(store)).toEqual([statusDeleteRequested({ statusId: 'P1' })]);
  });

  it('the report form forwards only for remote authors and sends the picked posts', async () => {
    const user = userEvent.setup();
    const { store } = renderCard({});
    await user.click(within(bar()).getByRole('button', { name: 'More actions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report bob@remote.example' });
    await user.type(within(dialog).getByRole('textbox'), 'spam');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Forward to remote.example' }));
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(dispatchedActions(store)).toEqual([
      // the form asks for the account's recent posts, so any of them can be picked
      { type: 'statusActions/reportStatusesWanted', payload: { accountId: 'BOB' } },
      {
        type: 'statusActions/reportSubmitted',
        payload: { statusId: 'P1', report: { accountId: 'BOB', comment: 'spam', forward: true, statusIds: ['P1'] } },
      },
    ]);
  });

  it('visitors get remote-interaction links', () => {
    const raw = statusFactory({ id: 'P1', account: bob });
    renderWithMockStore(<Status entryId="P1" position={1} setSize={1} />, { state: stateAfter(importStatuses([raw])) });
    const links = within(bar()).getAllByRole('link');
    expect(links).toHaveLength(3);
    for (const link of links) expect(link).toHaveAttribute('href', '/main/ostatus?status_id=P1');
    expect(within(bar()).queryByRole('button')).toBeNull();
  });

  it("staff: a moderator may delete someone else's post; an admin also marks it sensitive or changes who sees it", async () => {
    const user = userEvent.setup();
    const pleroma = {
      uri: 'https://pl.example',
      title: 'PL',
      version: '2.7.2 (compatible; Pleroma 2.6.0)',
      pleroma: {},
    } as Instance;
    const as = (role: 'is_admin' | 'is_moderator') => importAccount({ ...me, pleroma: { [role]: true } });
    const mod = renderCard({ visibility: 'public' }, instanceLoaded(pleroma), as('is_moderator'));
    await user.click(within(bar()).getByRole('button', { name: 'More actions' }));
    let menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Delete' })).toBeInTheDocument();
    expect(within(menu).queryByRole('menuitem', { name: 'Mark as sensitive' })).toBeNull();
    mod.unmount();

    const admin = renderCard({ visibility: 'public' }, instanceLoaded(pleroma), as('is_admin'));
    await user.click(within(bar()).getByRole('button', { name: 'More actions' }));
    menu = await screen.findByRole('menu');
    expect(within(menu).queryByRole('menuitem', { name: 'Make public' })).toBeNull();
    expect(within(menu).getByRole('menuitem', { name: 'Make unlisted' })).toBeInTheDocument();
    await user.click(within(menu).getByRole('menuitem', { name: 'Make followers-only' }));
    expect(dispatchedActions(admin.store)).toEqual([adminStatusChangeRequested({ statusId: 'P1', visibility: 'private' })]);
  });
});
