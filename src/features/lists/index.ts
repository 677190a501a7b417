// The lists feature's public entry (spec 000 §2 "Lists screens", §4 Lists): its intents, and how its sagas
// load (the "lists" chunk): at sign-in, for the 240 s refresh that names the lists in the navigation, or on a
// first intent.
import { defineFeature } from '../../store/feature';
import { loginSucceeded } from '../../slices/auth';
import {
  listDeleteRequested,
  listEditorClosed,
  listEditorOpened,
  listMemberSearchChanged,
  listRequested,
  listsRefreshRequested,
  listSubmitted,
} from './listsIntents';

export * from './listsIntents';

export const listsFeature = defineFeature({
  name: 'lists',
  intents: [
    loginSucceeded,
    listRequested,
    listsRefreshRequested,
    listEditorOpened,
    listEditorClosed,
    listMemberSearchChanged,
    listSubmitted,
    listDeleteRequested,
  ],
  load: () => import(/* webpackChunkName: "lists" */ './sagas/lists').then((m) => ({ flows: m.listFlows })),
  // Nothing to stop before anything was opened.
  skip: (action) => listEditorClosed.match(action),
});
