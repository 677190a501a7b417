import { settingChanged } from '../../../src/slices/settings';
import {
  selectNotificationsState,
  notificationDismissFailed,
  notificationsFetched,
  notificationsPageGrown,
  notificationsSeen,
  notificationsSeenReverted,
  SEEN_SHOWN_INITIAL,
  SEEN_SHOWN_STEP,
} from '../../../src/features/notifications/notificationsSlice';
import { notificationDismissed } from '../../../src/features/notifications/notificationsIntents';
import { notificationsClosed, notificationsOpened } from '../../../src/features/notifications/notificationsSlice';
import { followRequestApproved, followRequestRestored } from '../../../src/features/notifications/followRequestsSlice';
import { streamNotificationReceived } from '../../../src/features/streaming/streamingSlice';
import { statusRemoved } from '../../../src/slices/timelines';
import { sessionCleared } from '../../../src/slices/auth';
import { normalizeNotification } from '../../../src/features/notifications/notificationSchemas';
import { entitiesImported } from '../../../src/slices/entities';
import {
  invalidReason,
  notificationKind,
  selectCanLoadMoreNotifications,
  selectFilteredNotifications,
  selectIsNotificationSeen,
  selectUnseenCount,
  selectVisibleNotificationIds,
  selectVisibleNotifications,
} from '../../../src/features/notifications/notificationsSelectors';
import { accountFactory } from '../../support/factories';
import { fetchedPage, notificationFactory, notificationIds } from '../../support/notificationFactory';
import { reduce, stateAfter } from '../../support/factories';
import { soapbox } from '../../support/fixtures';
import { selectNotificationTable } from '../../../src/features/notifications/notificationEntitiesSlice';

/** `unseen` unseen likes then `seen` seen likes, newest first. */
function panel(unseen: number, seen: number) {
  const ids = notificationIds(unseen + seen);
  const raw = ids.map((id, i) => notificationFactory(id, 'favourite', { seen: i >= unseen }));
  return { ids, state: stateAfter(...fetchedPage(raw)) };
}

describe('paging', () => {
  it('shows every unseen one plus 30 seen at first', () => {
    const { ids, state } = panel(5, 60);
    const shown = selectVisibleNotificationIds(state);
    expect(shown).toHaveLength(5 + SEEN_SHOWN_INITIAL);
    expect(shown).toEqual(ids.slice(0, 35));
    expect(selectUnseenCount(state)).toBe(5);
  });

  it('load more adds 20 seen; closing the last panel goes back to 30', () => {
    const { state } = panel(2, 80);
    let next = reduce(state, notificationsOpened(), notificationsOpened(), notificationsPageGrown());
    expect(selectVisibleNotifications(next)).toHaveLength(2 + SEEN_SHOWN_INITIAL + SEEN_SHOWN_STEP);
    next = reduce(next, notificationsClosed());
    expect(selectVisibleNotifications(next)).toHaveLength(52); // another placement is still open
    next = reduce(next, notificationsClosed());
    expect(selectVisibleNotifications(next)).toHaveLength(32);
  });

  it('can load more while the server may have older ones, or seen ones are held back', () => {
    const { state } = panel(0, 40);
    expect(selectCanLoadMoreNotifications(state)).toBe(true);
    const done = { ...state, notifications: { ...selectNotificationsState(state), bottomedOut: true, seenShown: 40 } };
    expect(selectCanLoadMoreNotifications(done)).toBe(false);
    const held = { ...state, notifications: { ...selectNotificationsState(state), bottomedOut: true } };
    expect(selectCanLoadMoreNotifications(held)).toBe(true);
  });

  it('an older page with nothing in it bottoms out', () => {
    const { state } = panel(0, 3);
    const next = reduce(state, notificationsFetched({ ids: [], older: true, bottomedOut: true }));
    expect(selectNotificationsState(next).bottomedOut).toBe(true);
  });
});

describe('seen', () => {
  it('the read marker makes everything up to it seen, and resets the page', () => {
    const { ids, state } = panel(4, 50);
    const grown = reduce(state, notificationsPageGrown());
    const read = reduce(grown, notificationsSeen({ maxId: ids[0] }));
    expect(selectUnseenCount(read)).toBe(0);
    expect(selectIsNotificationSeen(read, ids[0])).toBe(true);
    expect(selectNotificationsState(read).seenShown).toBe(SEEN_SHOWN_INITIAL);
    // reverted when the server refuses
    const reverted = reduce(read, notificationsSeenReverted({ seenMaxId: null }));
    expect(selectUnseenCount(reverted)).toBe(4);
  });

  it('a marker covers ids by order, numeric ids of other widths included', () => {
    const raw = [notificationFactory('1000', 'follow'), notificationFactory('999', 'follow')];
    const state = reduce(stateAfter(...fetchedPage(raw)), notificationsSeen({ maxId: '999' }));
    expect(selectIsNotificationSeen(state, '999')).toBe(true);
    expect(selectIsNotificationSeen(state, '1000')).toBe(false);
  });

  it('a server without is_seen counts as seen', () => {
    const raw = notificationFactory('10', 'follow') as unknown as Record<string, unknown>;
    delete raw.pleroma;
    const state = stateAfter(...fetchedPage([raw as never]));
    expect(selectUnseenCount(state)).toBe(0);
  });
});

describe('filters', () => {
  const mixed = () => [
    notificationFactory('20', 'favourite'),
    notificationFactory('19', 'reblog'),
    notificationFactory('18', 'mention'),
    notificationFactory('17', 'follow'),
    notificationFactory('16', 'follow_request'),
    notificationFactory('15', 'move'),
    notificationFactory('14', 'poll'),
    notificationFactory('13', 'pleroma:emoji_reaction', { emoji: '🎉' }),
  ];

  it('all kinds show by default', () => {
    const state = stateAfter(...fetchedPage(mixed()));
    expect(selectVisibleNotificationIds(state)).toEqual(['20', '19', '18', '17', '16', '15', '14', '13']);
  });

  it.each([
    ['likes', '20'],
    ['repeats', '19'],
    ['mentions', '18'],
    ['follows', '17'],
    ['followRequest', '16'],
    ['moves', '15'],
    ['polls', '14'],
    ['emojiReactions', '13'],
  ])('switching off %s hides its kind, in the list and the unseen count', (flag, hidden) => {
    const visibility = {
      follows: true,
      mentions: true,
      likes: true,
      repeats: true,
      moves: true,
      emojiReactions: true,
      followRequest: true,
      polls: true,
      [flag]: false,
    };
    const state = stateAfter(...fetchedPage(mixed()), settingChanged('notificationVisibility', visibility));
    expect(selectVisibleNotificationIds(state)).not.toContain(hidden);
    expect(selectVisibleNotificationIds(state)).toHaveLength(7);
    expect(selectUnseenCount(state)).toBe(7);
  });
});

describe('validity', () => {
  it('skips unknown types and status kinds without a status', () => {
    const raw = [
      notificationFactory('30', 'favourite', { status: null }),
      notificationFactory('29', 'pleroma:chat_mention'),
      notificationFactory('28', 'mention'),
      notificationFactory('27', 'follow'),
    ];
    const state = stateAfter(...fetchedPage(raw));
    expect(selectFilteredNotifications(state).map((n) => n.id)).toEqual(['28', '27']);
    expect(invalidReason(selectNotificationTable(state).entities['30']!, {})).toMatch(/without a status/);
    expect(invalidReason(selectNotificationTable(state).entities['29']!, {})).toMatch(/unknown type/);
  });

  it('a deleted status takes its notifications along', () => {
    const state = stateAfter(...fetchedPage([notificationFactory('40', 'mention'), notificationFactory('39', 'follow')]));
    const statusId = selectNotificationTable(state).entities['40']!.status!;
    const next = reduce(state, statusRemoved({ id: statusId }));
    expect(selectVisibleNotificationIds(next)).toEqual(['39']);
  });
});

describe('changes', () => {
  it('a socket notification joins the panel in order', () => {
    const state = stateAfter(...fetchedPage([notificationFactory('50', 'follow'), notificationFactory('48', 'follow')]));
    const normalized = normalizeNotification(notificationFactory('49', 'follow'));
    const next = reduce(state, entitiesImported(normalized.entities), streamNotificationReceived({ id: '49' }));
    expect(selectVisibleNotificationIds(next)).toEqual(['50', '49', '48']);
  });

  it('dismissal removes an entry and keeps it out; a failed one comes back', () => {
    const raw = [notificationFactory('60', 'follow'), notificationFactory('59', 'follow')];
    const state = reduce(stateAfter(...fetchedPage(raw)), notificationDismissed({ id: '60' }));
    expect(selectVisibleNotificationIds(state)).toEqual(['59']);
    const polled = reduce(state, ...fetchedPage(raw));
    expect(selectVisibleNotificationIds(polled)).toEqual(['59']);
    const failed = reduce(polled, notificationDismissFailed({ id: '60' }));
    expect(selectVisibleNotificationIds(failed)).toEqual(['60', '59']);
  });

  it('approving turns the follow_request notification into a seen follow; a failure turns it back', () => {
    const requester = accountFactory({ id: 'req1' });
    const state = stateAfter(...fetchedPage([notificationFactory('70', 'follow_request', { account: requester })]));
    expect(selectUnseenCount(state)).toBe(1);
    const approved = reduce(state, followRequestApproved({ accountId: 'req1' }));
    expect(selectNotificationTable(approved).entities['70']).toMatchObject({ type: 'follow', pleroma: { is_seen: true } });
    expect(selectUnseenCount(approved)).toBe(0);
    const restored = reduce(approved, followRequestRestored({ accountId: 'req1', notificationId: '70' }));
    expect(selectNotificationTable(restored).entities['70']!.type).toBe('follow_request');
  });

  it('signing out forgets everything', () => {
    const { state } = panel(3, 3);
    const next = reduce(state, sessionCleared());
    expect(selectNotificationsState(next).ids).toEqual([]);
    expect(selectNotificationTable(next).ids).toEqual([]);
  });
});

describe('real server payloads', () => {
  it.each([
    ['notification-favourite', 'like'],
    ['notification-follow', 'follow'],
    ['notification-follow_request', 'follow_request'],
    ['notification-mention', 'mention'],
    ['notification-move', 'move'],
    ['pleroma-notification-move', 'move'],
    ['notification-pleroma-emoji_reaction', 'emoji_reaction'],
    ['notification-poll', 'poll'],
    ['notification-reblog', 'repeat'],
  ])('%s is valid and shown as %s', (fixture, kind) => {
    const raw = soapbox(fixture);
    const state = stateAfter(...fetchedPage([raw as never]));
    const shown = selectFilteredNotifications(state);
    expect(shown).toHaveLength(1);
    expect(notificationKind(shown[0].type)).toBe(kind);
  });

  it('a Mastodon list of them shows every one it can', () => {
    const raw = soapbox<unknown[]>('notifications');
    const state = stateAfter(...fetchedPage(raw as never[]));
    expect(selectFilteredNotifications(state).length).toBeGreaterThan(0);
    expect(selectFilteredNotifications(state).length).toBeLessThanOrEqual(raw.length);
  });
});
