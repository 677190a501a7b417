import { COMPOSE_INTENTS } from '../../../src/sagas/composeIntents';
import { composeFlows } from '../../../src/sagas/composeFlows';

describe('compose intents', () => {
  it('name exactly the action types the lazily loaded flows handle', () => {
    expect([...COMPOSE_INTENTS].sort()).toEqual(composeFlows.map((f) => f.type).sort());
  });
});
