// The lazy "service-worker" chunk's entry (start.ts loads it once start-up is over).
import { call } from 'typed-redux-saga';
import { noticeIfOffline } from './offline';
import { serviceWorkerFlow } from './register';

export function* afterStart() {
  yield* call(noticeIfOffline);
  if ('serviceWorker' in navigator) yield* call(serviceWorkerFlow);
}
