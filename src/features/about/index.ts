// The About screen and the instance-specific panel: their intents, and how their saga loads (with the
// screen's chunk).
import { defineFeature } from '../../store/feature';
import { aboutOpened, instancePanelRequested } from './aboutIntents';

export * from './aboutIntents';

export const aboutFeature = defineFeature({
  name: 'about',
  intents: [aboutOpened, instancePanelRequested],
  load: () => import(/* webpackChunkName: "about" */ './sagas/about').then((m) => ({ flows: m.aboutFlows })),
});
