// Settings that follow the member (spec 001 §4, §7 Settings profiles): the "settings-sync" chunk loads only on
// servers with Akkoma's settings profiles, and runs inside the notifications background, so it starts at
// sign-in and ends at sign-out with it. Elsewhere this waits, silently, and loads nothing.
import { call, select, take } from 'typed-redux-saga';
import { selectCapabilities } from '../../selectors/instance';
import { instanceLoaded, nodeinfoLoaded } from '../../slices/instance';
import { loadFeature } from '../../store/featureLoader';

export const loadSettingsSyncChunk = () => import(/* webpackChunkName: "settings-sync" */ './sagas/settingsSync');

export function* settingsSyncEntry() {
  // the instance documents may still be on their way when a stored session signs in
  while (!(yield* select(selectCapabilities)).settingsProfiles) yield* take([instanceLoaded, nodeinfoLoaded]);
  const chunk = yield* call(loadFeature<Awaited<ReturnType<typeof loadSettingsSyncChunk>>>, {
    name: 'settings-sync',
    load: loadSettingsSyncChunk,
  });
  yield* call(chunk.settingsSyncSaga);
}
