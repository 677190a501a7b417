import { combineReducers } from '@reduxjs/toolkit';
import entities from '../slices/entities';
import timelines from '../slices/timelines';
import tags from '../slices/tags';
import lists from '../slices/lists';
import instance from '../slices/instance';
import auth from '../slices/auth';
import settings from '../slices/settings';
import ui from '../slices/ui';
import { passwordResetReducer as passwordReset, registrationReducer as registration } from '../slices/loginScreensState';
import { conversationsReducer as conversations } from '../slices/conversationsState';
import streaming from '../slices/streaming';
import statusActions from '../slices/statusActions';
import pollVotes from '../slices/pollVotes';
import emojis from '../slices/recentEmojis';
import { composerReducer as composer } from '../slices/composerState';
// Stand-ins until the "notifications" chunk loads the real slices.
import { followRequestsReducer as followRequests, notificationsReducer as notifications } from '../slices/notificationsState';
import { profilesReducer as profiles } from '../slices/profilesState';
import { adminUsersReducer as adminUsers } from '../slices/adminUsersState';
import { settingsModalReducer as settingsModal } from '../slices/settingsModalState';

export const rootReducer = combineReducers({
  entities,
  timelines,
  tags,
  lists,
  conversations,
  instance,
  auth,
  settings,
  ui,
  registration,
  passwordReset,
  streaming,
  statusActions,
  pollVotes,
  emojis,
  composer,
  notifications,
  followRequests,
  profiles,
  adminUsers,
  settingsModal,
});

export type RootState = ReturnType<typeof rootReducer>;
