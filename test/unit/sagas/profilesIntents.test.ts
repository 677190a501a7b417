import { PROFILE_INTENTS } from '../../../src/features/profiles/profilesIntents';
import { profilesFlows } from '../../../src/features/profiles/sagas/profilesFlows';

describe('profile intents', () => {
  it('name exactly the action types the lazily loaded flows handle', () => {
    expect([...PROFILE_INTENTS].sort()).toEqual(profilesFlows.map((f) => f.type).sort());
  });
});
