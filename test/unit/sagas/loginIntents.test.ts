import { LOGIN_INTENTS } from '../../../src/sagas/auth';
import { loginFlows } from '../../../src/features/signIn/sagas/login';

describe('login intents', () => {
  it('name exactly the action types the lazily loaded sign-in, sign-up and recovery flows handle', () => {
    expect([...LOGIN_INTENTS].sort()).toEqual(loginFlows.map((f) => f.type).sort());
  });
});
