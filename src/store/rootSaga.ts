import { all, fork } from 'redux-saga/effects';
import { bootSaga } from '../sagas/boot';
import { authSaga } from '../sagas/auth';
import { timelinesSaga } from '../sagas/timelines';
import { evictionSaga } from '../sagas/eviction';
import { noticesSaga } from '../sagas/notices';
import { persistenceSaga } from '../sagas/persistence';
import { conversationsEntry } from '../features/conversations/conversationsEntry';
import { streamingEntry } from '../features/streaming/streamingEntry';
import { statusEventsSaga } from '../sagas/statusEvents';
import { pollsEntry } from '../features/polls/pollsEntry';
import { customEmojisEntry } from '../features/emoji/customEmojisEntry';
import { lazyFlows } from '../sagas/lazyFlows';
import { INTERACTION_INTENTS, loadInteractionFlows } from '../features/interactions/interactionIntents';
import { COMPOSER_INTENTS, loadComposerFlows } from '../features/composer/composerIntents';
import { PROFILE_INTENTS, loadProfileFlows } from '../features/profiles/profilesIntents';
import { ADMIN_USER_INTENTS, loadAdminUserFlows } from '../features/moderation/adminUsersIntents';
import { PROFILE_SETTINGS_INTENTS, loadProfileSettingsFlows } from '../features/settingsModal/profileEditorIntents';
import { notificationsEntry } from '../features/notifications/notificationsEntry';

export function* rootSaga() {
  yield all([
    fork(noticesSaga),
    fork(persistenceSaga),
    fork(authSaga),
    fork(timelinesSaga),
    fork(evictionSaga),
    fork(streamingEntry),
    fork(conversationsEntry),
    fork(statusEventsSaga),
    fork(pollsEntry),
    fork(customEmojisEntry),
    fork(lazyFlows, 'interactions', INTERACTION_INTENTS, loadInteractionFlows),
    fork(lazyFlows, 'compose', COMPOSER_INTENTS, loadComposerFlows),
    fork(lazyFlows, 'profiles', PROFILE_INTENTS, loadProfileFlows),
    fork(lazyFlows, 'moderation', ADMIN_USER_INTENTS, loadAdminUserFlows),
    fork(lazyFlows, 'settings', PROFILE_SETTINGS_INTENTS, loadProfileSettingsFlows),
    fork(notificationsEntry),
    fork(bootSaga),
  ]);
}
