// The notifications state stays out of the first bundle: until the "notifications" chunk's modules are
// evaluated the store keeps the initial state, then the real reducers take over. Nothing at the top of
// this file may import slices/notifications, slices/followRequests or slices/entities/notifications.
import type { UnknownAction } from '@reduxjs/toolkit';
import { normalizeNotifications } from '../../../src/features/notifications/notificationSchemas';
import { entitiesImported } from '../../../src/slices/entities';
import { streamNotificationReceived } from '../../../src/features/streaming/streamingSlice';
import { rootReducer, type RootState } from '../../../src/store/rootReducer';
import { accountFactory } from '../../support/factories';

const reduce = (state: RootState | undefined, ...actions: UnknownAction[]) => actions.reduce(rootReducer, state as RootState);

it('keeps the initial state until the chunk loads, then the real slices handle the same actions', async () => {
  // (test/support/notificationFactory.ts imports the slice, so the notification is written here)
  const raw = {
    id: '100',
    type: 'follow',
    created_at: '2024-01-01T00:00:00.000Z',
    account: accountFactory(),
    pleroma: { is_seen: false },
  };
  const page = normalizeNotifications([raw]);
  const arrived = [entitiesImported(page.entities), streamNotificationReceived({ id: '100' })];

  const before = reduce(undefined, ...arrived, { type: 'followRequests/followRequestsLoaded', payload: { ids: ['a'] } });
  expect(before.entities.notifications.ids).toEqual([]);
  expect(before.notifications.ids).toEqual([]);
  expect(before.notifications.unseen).toBe(0);
  expect(before.followRequests.ids).toEqual([]);

  // What the chunk's sagas and panel import (the followRequests slice brings the entity table with it).
  const { followRequestsLoaded } = await import('../../../src/features/notifications/followRequestsSlice');
  const { notificationsUnseenCounted } = await import('../../../src/features/notifications/notificationsSlice');

  const after = reduce(before, ...arrived, followRequestsLoaded({ ids: ['a'] }), notificationsUnseenCounted({ count: 1 }));
  expect(after.entities.notifications.ids).toEqual(['100']);
  expect(after.notifications.ids).toEqual(['100']);
  expect(after.notifications.unseen).toBe(1);
  expect(after.followRequests.ids).toEqual(['a']);
});
