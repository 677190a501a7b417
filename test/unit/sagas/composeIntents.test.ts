import { COMPOSER_INTENTS } from '../../../src/features/composer/composerIntents';
import { composerFlows } from '../../../src/features/composer/sagas/composerFlows';

describe('compose intents', () => {
  it('name exactly the action types the lazily loaded flows handle', () => {
    expect([...COMPOSER_INTENTS].sort()).toEqual(composerFlows.map((f) => f.type).sort());
  });
});
