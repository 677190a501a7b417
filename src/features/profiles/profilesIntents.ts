// The intents whose sagas load lazily in the "profiles" chunk (sagas/profilesFlows.ts).
// Only action types here, as plain strings: importing the slice (or the sagas) would put it back in the
// main bundle. test/unit/sagas/profilesIntents.test.ts checks they match slices/profiles.ts.

export const PROFILE_INTENTS = [
  'profileRequested',
  'relationshipsWanted',
  'relationshipToggleRequested',
  'noteChanged',
  'remoteUserRequested',
  'suggestionsRequested',
  'followListRequested',
  'followedTagsRequested',
].map((name) => `profiles/${name}`);

export const loadProfileFlows = () =>
  import(/* webpackChunkName: "profiles" */ './sagas/profilesFlows').then((m) => m.profilesFlows);
