import { COMPOSE_INTENTS } from '../../../src/features/composer/composerIntents';
import { composeFlows } from '../../../src/features/composer/sagas/composerFlows';

describe('compose intents', () => {
  it('name exactly the action types the lazily loaded flows handle', () => {
    expect([...COMPOSE_INTENTS].sort()).toEqual(composeFlows.map((f) => f.type).sort());
  });
});
