import { fork } from 'redux-saga/effects';
import { customEmojisRequested } from './recentEmojisSlice';
import { lazyFlows } from '../../sagas/lazyFlows';

/** The custom emoji list is only wanted by the picker: its loader comes with the picker's chunk. */
export function* customEmojisEntry() {
  yield fork(lazyFlows, 'custom-emojis', [customEmojisRequested.type], () =>
    import(/* webpackChunkName: "emoji-picker" */ './sagas/customEmojis').then((m) => m.customEmojiFlows),
  );
}
