import { combineReducers } from '@reduxjs/toolkit';
import entities from '../slices/entities';
import timelines from '../slices/timelines';
import tags from '../features/interactions/tagsSlice';
import lists from '../features/interactions/listsSlice';
import instance from '../slices/instance';
import auth from '../slices/auth';
import settings from '../slices/settings';
import ui from '../slices/ui';
import { passwordResetReducer as passwordReset, registrationReducer as registration } from '../features/signIn/loginScreensState';
import { conversationsReducer as conversations } from '../features/conversations/conversationsState';
import streaming from '../features/streaming/streamingSlice';
import statusActions from '../features/interactions/statusActionsSlice';
import pollVotes from '../features/polls/pollVotesSlice';
import emojis from '../features/emoji/recentEmojisSlice';
import { composerReducer as composer } from '../features/composer/composerState';
// Stand-ins until the "notifications" chunk loads the real slices.
import {
  followRequestsReducer as followRequests,
  notificationsReducer as notifications,
} from '../features/notifications/notificationsState';
import { profilesReducer as profiles } from '../features/profiles/profilesState';
import { adminUsersReducer as adminUsers } from '../features/moderation/adminUsersState';
import { settingsModalReducer as settingsModal } from '../features/settingsModal/settingsModalState';

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
