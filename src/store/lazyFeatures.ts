// The registry of lazy features: the root saga starts one loader for each, and replaying a recorded log
// (tests, Redux DevTools in development) loads them all first. Adding a lazy feature is one line here.
import type { LazyFeature } from './feature';
import { aboutFeature } from '../features/about';
import { announcementsFeature } from '../features/announcements';
import { composerFeature } from '../features/composer';
import { conversationsFeature } from '../features/conversations';
import { emojiFeature } from '../features/emoji';
import { interactionsFeature } from '../features/interactions';
import { listsFeature } from '../features/lists';
import { moderationFeature, reportsFeature } from '../features/moderation';
import { notificationsFeature } from '../features/notifications';
import { pollsFeature } from '../features/polls';
import { profilesFeature } from '../features/profiles';
import { searchFeature } from '../features/search';
import { settingsModalFeature } from '../features/settingsModal';
import { signInFeature } from '../features/signIn';

export const lazyFeatures: readonly LazyFeature[] = [
  signInFeature,
  interactionsFeature,
  composerFeature,
  profilesFeature,
  moderationFeature,
  reportsFeature,
  settingsModalFeature,
  notificationsFeature,
  conversationsFeature,
  pollsFeature,
  emojiFeature,
  searchFeature,
  aboutFeature,
  listsFeature,
  announcementsFeature,
];

/** Every feature's chunk evaluated, so each lazy slice is in the store (a replayed log loses no action). */
export const loadAllFeatures = () => Promise.all(lazyFeatures.map((feature) => feature.load()));
