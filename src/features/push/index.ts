// Web push loads as the "push" chunk, and only for members who turned it on: the notifications background
// (signed in only) runs this entry, which waits for the setting before loading anything.
import type { Action } from '@reduxjs/toolkit';
import { call, select, take } from 'typed-redux-saga';
import { selectSettings } from '../../selectors/settings';
import { settingChanged } from '../../slices/settings';
import { loadFeature } from '../../store/featureLoader';

export const loadPushChunk = () => import(/* webpackChunkName: "push" */ './sagas/push');

const turnedOn = (a: Action) => settingChanged.match(a) && a.payload.key === 'webPushNotifications' && a.payload.value === true;

export function* pushEntry() {
  while (!(yield* select(selectSettings)).webPushNotifications) yield* take(turnedOn);
  const chunk = yield* call(loadFeature<Awaited<ReturnType<typeof loadPushChunk>>>, { name: 'push', load: loadPushChunk });
  yield* call(chunk.pushSaga);
}
