// The notifications entity table. Part of the lazy "notifications" chunk: slices/entities/index.ts holds a
import { createAction, createEntityAdapter, createSlice } from '@reduxjs/toolkit';
import type { WithSlice } from '@reduxjs/toolkit';
import { entitiesReducer } from '../../slices/entities/index';
import type { RootState } from '../../store/rootReducer';
import type { NotificationEntity } from '../../schemas/index';
import { entitiesImported } from '../../actions/entities';
import { sessionCleared } from '../../slices/auth';
import { followRequestApproved } from './notificationsIntents';
import type { NotificationEntitiesState } from './notificationsSlice';
import { statusRemoved } from '../../slices/timelines';

/** An approve failed: the request comes back, and its notification is a follow_request again. */
export const followRequestRestored = createAction<{ accountId: string; notificationId?: string }>(
  'followRequests/followRequestRestored',
);

export const notificationsAdapter = createEntityAdapter<NotificationEntity>();

type State = NotificationEntitiesState;

/** The requester's follow_request notification: the one named, else the newest from that account. */
export function findFollowRequestNotification(
  state: State,
  accountId: string,
  notificationId?: string,
  type = 'follow_request',
): NotificationEntity | undefined {
  if (notificationId) return state.entities[notificationId];
  return Object.values(state.entities).find((n) => n?.type === type && n.account === accountId);
}

const notificationsSlice = createSlice({
  name: 'notificationEntities',
  // its key under `entities`
  reducerPath: 'notifications',
  initialState: notificationsAdapter.getInitialState(),
  reducers: {},
  extraReducers: (builder) => {
    builder
      // A notification from the server is complete (its seen flag and type may have changed): replaced whole.
      .addCase(entitiesImported, (state, { payload }) => {
        if (payload.notifications) notificationsAdapter.setMany(state, payload.notifications);
      })
      // Approving turns the request into a seen follow notification (spec 000 §4), at once.
      .addCase(followRequestApproved, (state, { payload }) => {
        const n = findFollowRequestNotification(state, payload.accountId, payload.notificationId);
        if (!n) return;
        n.type = 'follow';
        n.pleroma = { ...n.pleroma, is_seen: true };
      })
      .addCase(followRequestRestored, (state, { payload }) => {
        const n = findFollowRequestNotification(state, payload.accountId, payload.notificationId, 'follow');
        if (n) n.type = 'follow_request';
      })
      // A deleted status takes its notifications with it (spec 000 §4 status events).
      .addCase(statusRemoved, (state, { payload }) => {
        const gone = state.ids.filter((id) => state.entities[id]?.status === payload.id);
        if (gone.length > 0) notificationsAdapter.removeMany(state, gone);
      })
      .addCase(sessionCleared, () => notificationsAdapter.getInitialState());
  },
});

declare module '../../slices/entities/index' {
  interface LazyLoadedEntities extends WithSlice<typeof notificationsSlice> {}
}

/** The notifications table joins `entities` when this module is evaluated; it reads as empty before. */
const injectedNotificationEntities = notificationsSlice.injectInto(entitiesReducer);
export const selectNotificationTable = (state: RootState) => injectedNotificationEntities.selectSlice(state.entities);
export default notificationsSlice.reducer;
