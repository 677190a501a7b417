// The custom emoji list is only wanted by the picker: its loader comes with the picker's chunk.
import { defineFeature } from '../../store/feature';
import { customEmojisRequested } from './emojiIntents';

export * from './emojiIntents';

export const emojiFeature = defineFeature({
  name: 'emoji-picker',
  intents: [customEmojisRequested],
  load: () => import(/* webpackChunkName: "emoji-picker" */ './sagas/customEmojis').then((m) => ({ flows: m.customEmojiFlows })),
});
