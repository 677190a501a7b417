// The "settings-sagas" chunk, loaded when the modal first opens: every tab's sagas start here (each takes its
// own intents from the store), then the modal is told they run, so a tab renders only once nothing it asks
// for can be lost; the profile tab's intents come through the loader's buffered channel.
import type { UnknownAction } from '@reduxjs/toolkit';
import type { Channel } from 'redux-saga';
import { call, fork, put } from 'typed-redux-saga';
import { runChannelFlows } from '../../../store/featureLoader';
import { settingsNoticeShown, settingsSagasReady } from '../settingsModalSlice';
import { clearNoticeLater, profileEditorFlows } from './profileEditor';
import { runFlows } from '../../../store/runFlows';
import type { Flow } from '../../../store/feature';
import { generalTabSaga } from '../tabs/general/saga';
import { securityTabSaga } from '../tabs/security/saga';
import { mutesTabSaga } from '../tabs/mutes/saga';
import { dataTabSaga } from '../tabs/data/saga';
import { notificationsTabSaga } from '../tabs/notifications/saga';
import { accountSettingsSaga } from './accountSettings';

const TAB_SAGAS = [generalTabSaga, securityTabSaga, mutesTabSaga, dataTabSaga, notificationsTabSaga, accountSettingsSaga];

export function* settingsSaga(channel: Channel<UnknownAction>, first: UnknownAction) {
  for (const tabSaga of TAB_SAGAS) yield* fork(tabSaga);
  // any tab's save notice goes 2 s after the last one (spec 001 §9)
  const noticeFlows: Flow[] = [{ type: settingsNoticeShown.type, mode: 'latest', handler: clearNoticeLater }];
  yield* fork(runFlows, noticeFlows);
  yield* put(settingsSagasReady());
  yield* call(runChannelFlows, profileEditorFlows, channel, first);
}
