import { combineReducers } from '@reduxjs/toolkit';
import accounts from './accounts';
import statuses from './statuses';
import polls from './polls';
import relationships from './relationships';
// A stand-in until the "notifications" chunk loads the real table (slices/entities/notifications.ts).
import { notificationEntitiesReducer as notifications } from '../../features/notifications/notificationsState';

export { entitiesEvicted, entitiesImported } from './actions';

export default combineReducers({ accounts, statuses, polls, relationships, notifications });
