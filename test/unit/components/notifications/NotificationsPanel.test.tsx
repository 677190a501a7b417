import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NotificationsPanel } from '../../../../src/features/notifications/components/NotificationsPanel';
import { NotificationsDrawer } from '../../../../src/features/notifications/components/NotificationsDrawer';
import { notificationsFetched } from '../../../../src/features/notifications/notificationsSlice';
import {
  notificationsMarkedRead,
  notificationsOlderRequested,
} from '../../../../src/features/notifications/notificationsIntents';
import { followRequestApproved, followRequestDenied } from '../../../../src/features/notifications/followRequestsSlice';
import { settingChanged } from '../../../../src/slices/settings';
import { composerRequested } from '../../../../src/features/composer/index';
import { accountFactory, stateAfter, statusFactory } from '../../../support/factories';
import { fetchedPage, notificationFactory, type RawNotification } from '../../../support/notificationFactory';
import { dispatchedActions, renderWithMockStore, renderWithStore } from '../../../support/render';

const bob = accountFactory({ id: 'bob', username: 'bob', display_name: 'Bob Builder' });
const carl = accountFactory({ id: 'carl', username: 'carl', display_name: 'Carl' });
const post = statusFactory({ id: 'post1', content: '<p>My own words</p>' });

function everyKind(): RawNotification[] {
  const custom = notificationFactory('1008', 'pleroma:emoji_reaction', { account: bob, status: post, emoji: ':blobfox:' });
  (custom as RawNotification & { emoji_url: string }).emoji_url = 'https://pleroma.test/emoji/blobfox.png';
  return [
    custom,
    notificationFactory('1007', 'pleroma:emoji_reaction', { account: bob, status: post, emoji: '🦑' }),
    notificationFactory('1006', 'favourite', { account: bob, status: post }),
    notificationFactory('1005', 'reblog', { account: bob, status: post }),
    notificationFactory('1004', 'mention', {
      account: carl,
      status: statusFactory({ id: 'm1', account: carl, content: '<p>hey you</p>' }),
    }),
    notificationFactory('1003', 'follow', { account: carl, seen: true }),
    notificationFactory('1002', 'follow_request', { account: bob, seen: true }),
    notificationFactory('1001', 'move', { account: carl, target: bob, seen: true }),
    notificationFactory('1000', 'poll', { account: carl, status: post, seen: true }),
  ];
}

const entry = (id: string) => document.querySelector(`[data-notification-id="${id}"]`) as HTMLElement;

describe('NotificationsPanel', () => {
  it("titles itself with an h2 beside other panels, and with the screen's one h1 as a screen of its own", () => {
    const { unmount } = renderWithStore(<NotificationsPanel />);
    expect(screen.getByRole('heading', { level: 2, name: /Notifications/ })).toBeInTheDocument();
    unmount();
    renderWithStore(<NotificationsPanel level={1} />);
    expect(screen.getByRole('heading', { level: 1, name: /Notifications/ })).toBeInTheDocument();
  });

  it('shows every kind with who did what, and a timestamp linking to the conversation', () => {
    renderWithStore(<NotificationsPanel />, { preloadedState: stateAfter(...fetchedPage(everyKind())) });
    expect(entry('1006')).toHaveTextContent('Bob Builder liked your post');
    expect(entry('1006')).toHaveTextContent('My own words');
    expect(entry('1005')).toHaveTextContent('Bob Builder repeated your post');
    expect(entry('1004')).toHaveTextContent('Carl mentioned you');
    // a mention shows the post's text (a compact card)
    expect(entry('1004')).toHaveTextContent('hey you');
    expect(entry('1003')).toHaveTextContent('Carl followed you');
    expect(entry('1002')).toHaveTextContent('Bob Builder wants to follow you');
    expect(within(entry('1002')).getByRole('button', { name: 'Approve' })).toBeInTheDocument();
    expect(entry('1001')).toHaveTextContent('Carl moved to Bob Builder');
    expect(entry('1000')).toHaveTextContent('A poll by Carl has ended');
    expect(entry('1007')).toHaveTextContent('Bob Builder reacted with 🦑');
    expect(within(entry('1008')).getByRole('img', { name: ':blobfox:' })).toHaveAttribute(
      'src',
      'https://pleroma.test/emoji/blobfox.png',
    );
    // timestamps: the conversation when there is a post, else the sender's profile
    expect(entry('1006').querySelector('.notification-time')).toHaveAttribute('href', '/notice/post1');
    expect(entry('1003').querySelector('.notification-time')).toHaveAttribute('href', '/users/carl');
  });

  it('a mention has a reply button that opens the composer on it', async () => {
    const { store } = renderWithMockStore(<NotificationsPanel />, { state: stateAfter(...fetchedPage(everyKind())) });
    await userEvent.click(within(entry('1004')).getByRole('button', { name: 'Reply' }));
    expect(dispatchedActions(store)).toContainEqual(composerRequested({ mode: 'reply', statusId: 'm1' }));
  });

  it('shows the unseen count and marks the unseen ones with a class; read asks the saga', async () => {
    const { store } = renderWithMockStore(<NotificationsPanel />, { state: stateAfter(...fetchedPage(everyKind())) });
    expect(screen.getByLabelText('5 unread')).toHaveTextContent('5');
    expect(document.querySelectorAll('.notification-unseen')).toHaveLength(5);
    await userEvent.click(screen.getByRole('button', { name: 'Mark as read' }));
    expect(dispatchedActions(store)).toContainEqual(notificationsMarkedRead());
  });

  it('skips a notification that needs a post and has none', () => {
    renderWithStore(<NotificationsPanel />, {
      preloadedState: stateAfter(
        ...fetchedPage([
          notificationFactory('2', 'favourite', { status: null }),
          notificationFactory('1', 'follow', { account: carl }),
        ]),
      ),
    });
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(entry('1')).toHaveTextContent('Carl followed you');
  });

  it("collapses a muted sender's entry behind a toggle", async () => {
    const muted = notificationFactory('1', 'favourite', { account: bob, status: post });
    muted.pleroma.is_muted = true;
    renderWithStore(<NotificationsPanel />, { preloadedState: stateAfter(...fetchedPage([muted])) });
    expect(entry('1')).toHaveTextContent('Notification from muted user Bob Builder');
    expect(entry('1')).not.toHaveTextContent('My own words');
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(entry('1')).toHaveTextContent('Bob Builder liked your post');
    expect(entry('1')).toHaveTextContent('My own words');
    await userEvent.click(screen.getByRole('button', { name: 'Hide' }));
    expect(entry('1')).not.toHaveTextContent('My own words');
  });

  it('dismisses one entry', async () => {
    renderWithStore(<NotificationsPanel />, { preloadedState: stateAfter(...fetchedPage(everyKind())) });
    await userEvent.click(within(entry('1006')).getByRole('button', { name: 'Dismiss notification' }));
    expect(entry('1006')).toBeNull();
    expect(entry('1005')).not.toBeNull();
  });

  it('the filter popover switches a kind off through the notificationVisibility setting', async () => {
    const { store } = renderWithStore(<NotificationsPanel />, { preloadedState: stateAfter(...fetchedPage(everyKind())) });
    await userEvent.click(screen.getByRole('button', { name: 'Filter notifications' }));
    const likes = screen.getByRole('checkbox', { name: 'Likes' });
    expect(likes).toBeChecked();
    await userEvent.click(likes);
    expect(store.getState().settings.user.notificationVisibility).toMatchObject({ likes: false, repeats: true });
    expect(entry('1006')).toBeNull();
    expect(entry('1005')).not.toBeNull();
    expect(screen.getByRole('checkbox', { name: 'Likes' })).not.toBeChecked();
  });

  it('the filter popover asks for desktop notifications from a click while the browser has not been asked', async () => {
    const original = Object.getOwnPropertyDescriptor(window, 'Notification');
    const requestPermission = jest.fn(async () => 'granted' as NotificationPermission);
    Object.defineProperty(window, 'Notification', {
      configurable: true,
      writable: true,
      value: { permission: 'default', requestPermission },
    });
    try {
      renderWithStore(<NotificationsPanel />, { preloadedState: stateAfter(...fetchedPage(everyKind())) });
      await userEvent.click(screen.getByRole('button', { name: 'Filter notifications' }));
      await userEvent.click(screen.getByRole('button', { name: 'Show desktop notifications' }));
      expect(requestPermission).toHaveBeenCalledTimes(1);
      // answered: the offer goes away
      await screen.findByRole('checkbox', { name: 'Likes' });
      expect(screen.queryByRole('button', { name: 'Show desktop notifications' })).toBeNull();
    } finally {
      if (original) Object.defineProperty(window, 'Notification', original);
      else delete (window as { Notification?: unknown }).Notification;
    }
  });

  it('minimal mode has no heading', () => {
    renderWithStore(<NotificationsPanel minimal />, { preloadedState: stateAfter(...fetchedPage(everyKind())) });
    expect(screen.queryByRole('button', { name: 'Mark as read' })).toBeNull();
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.getByRole('region', { name: 'Notifications' })).toBeInTheDocument();
  });

  it('load older asks for more; once bottomed out with nothing held back it says so', async () => {
    const { store } = renderWithMockStore(<NotificationsPanel />, { state: stateAfter(...fetchedPage(everyKind())) });
    await userEvent.click(screen.getByRole('button', { name: 'Load older notifications' }));
    expect(dispatchedActions(store)).toContainEqual(notificationsOlderRequested());

    const bottomed = stateAfter(...fetchedPage(everyKind()), notificationsFetched({ ids: [], older: true, bottomedOut: true }));
    renderWithMockStore(<NotificationsPanel />, { state: bottomed });
    expect(screen.getByText('No more notifications')).toBeInTheDocument();
  });
});

describe('follow request buttons', () => {
  const page = () => fetchedPage([notificationFactory('7', 'follow_request', { account: bob })]);

  it('approve and deny go straight to the sagas by default', async () => {
    const { store } = renderWithMockStore(<NotificationsPanel />, { state: stateAfter(...page()) });
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    await userEvent.click(screen.getByRole('button', { name: 'Deny' }));
    expect(dispatchedActions(store)).toContainEqual(followRequestApproved({ accountId: 'bob', notificationId: '7' }));
    expect(dispatchedActions(store)).toContainEqual(followRequestDenied({ accountId: 'bob', notificationId: '7' }));
  });

  it('ask first when modalOnApproveFollow / modalOnDenyFollow are on; cancel does nothing', async () => {
    const state = stateAfter(...page(), settingChanged('modalOnApproveFollow', true), settingChanged('modalOnDenyFollow', true));
    const { store } = renderWithMockStore(<NotificationsPanel />, { state });
    await userEvent.click(screen.getByRole('button', { name: 'Deny' }));
    const deny = await screen.findByRole('alertdialog');
    expect(deny).toHaveTextContent('Deny the follow request from Bob Builder?');
    await userEvent.click(within(deny).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    const approve = await screen.findByRole('alertdialog');
    await userEvent.click(within(approve).getByRole('button', { name: 'Approve' }));
    const intents = dispatchedActions(store).filter((a) => a.type.startsWith('followRequests/'));
    expect(intents).toEqual([followRequestApproved({ accountId: 'bob', notificationId: '7' })]);
  });
});

describe('NotificationsDrawer', () => {
  const touch = (el: Element, type: 'touchStart' | 'touchEnd', x: number) => {
    const point = { clientX: x, clientY: 300 };
    if (type === 'touchStart') fireEvent.touchStart(el, { touches: [point] });
    else fireEvent.touchEnd(el, { changedTouches: [point] });
  };

  it('a swipe right of more than 50 px closes it and marks everything seen; a shorter one does not', () => {
    const onClose = jest.fn();
    const { store } = renderWithMockStore(<NotificationsDrawer onClose={onClose} />, {
      state: stateAfter(...fetchedPage(everyKind())),
    });
    const drawer = screen.getByRole('complementary', { name: 'Notifications' });
    touch(drawer, 'touchStart', 100);
    touch(drawer, 'touchEnd', 140);
    expect(onClose).not.toHaveBeenCalled();
    touch(drawer, 'touchStart', 100);
    touch(drawer, 'touchEnd', 160);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(dispatchedActions(store)).toContainEqual(notificationsMarkedRead());
  });

  it('Escape closes it', () => {
    const onClose = jest.fn();
    renderWithMockStore(<NotificationsDrawer onClose={onClose} />, { state: stateAfter(...fetchedPage(everyKind())) });
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalled();
  });

  it('scrolling to its bottom loads older ones', () => {
    const { store } = renderWithMockStore(<NotificationsDrawer onClose={jest.fn()} />, {
      state: stateAfter(...fetchedPage(everyKind())),
    });
    const drawer = screen.getByRole('complementary', { name: 'Notifications' });
    Object.defineProperties(drawer, {
      scrollHeight: { value: 2000, configurable: true },
      clientHeight: { value: 800, configurable: true },
      scrollTop: { value: 300, configurable: true, writable: true },
    });
    act(() => {
      fireEvent.scroll(drawer);
    });
    expect(dispatchedActions(store)).not.toContainEqual(notificationsOlderRequested());
    drawer.scrollTop = 1150;
    act(() => {
      fireEvent.scroll(drawer);
    });
    expect(dispatchedActions(store)).toContainEqual(notificationsOlderRequested());
  });
});
