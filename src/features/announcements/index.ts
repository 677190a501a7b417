// Announcements (spec 000 §2, §4, §9): the public entry. The chunk ("announcements": sagas and screen) loads at
// sign-in: the 60 s fetcher behind the navigation's unread badge runs from then to sign-out, with the takers
// of the screen's intents (announcementsIntents.ts, which only the chunk itself imports).
import { defineFeature } from '../../store/feature';
import { loginSucceeded } from '../../slices/auth';

export const announcementsFeature = defineFeature({
  name: 'announcements',
  intents: [loginSucceeded],
  load: () =>
    import(/* webpackChunkName: "announcements" */ './sagas/announcements').then((m) => ({ flows: m.announcementFlows })),
});
