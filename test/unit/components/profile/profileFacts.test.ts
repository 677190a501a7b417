import { refFromUsersParam, tabFromHash, visibleTabs } from '../../../../src/features/profiles/screens/Profile/profileTabs';
import { acctFromParams } from '../../../../src/features/profiles/screens/RemoteUserScreen';
import { hostOf, visibleRole } from '../../../../src/features/profiles/components/UserCard/userFacts';
import type { AccountEntity } from '../../../../src/schemas';

describe('profile tabs', () => {
  it('shows favorites only on the own profile, and hides follows / followers the user hides from others', () => {
    expect(visibleTabs({ own: true, hideFollows: true, hideFollowers: true })).toEqual([
      'statuses',
      'replies',
      'media',
      'favorites',
      'follows',
      'followers',
    ]);
    expect(visibleTabs({ own: false, hideFollows: false, hideFollowers: true })).toEqual([
      'statuses',
      'replies',
      'media',
      'follows',
    ]);
  });

  it('takes the tab from the hash, else the preferred tab, else the first', () => {
    const tabs = visibleTabs({ own: false, hideFollows: false, hideFollowers: false });
    expect(tabFromHash('#media', tabs, 'statuses')).toBe('media');
    // a tab this viewer cannot see falls back
    expect(tabFromHash('#favorites', tabs, 'replies')).toBe('replies');
    expect(tabFromHash('', tabs, 'nonsense')).toBe('statuses');
  });

  it('reads /users/{x} as an id for numbers and flake ids, else as a name', () => {
    expect(refFromUsersParam('109348')).toEqual({ id: '109348' });
    expect(refFromUsersParam('0000AbCdEf12345678')).toEqual({ id: '0000AbCdEf12345678' });
    expect(refFromUsersParam('alice')).toEqual({ name: 'alice' });
    expect(refFromUsersParam('kai@akkoma.example')).toEqual({ name: 'kai@akkoma.example' });
  });
});

describe('remote user routes', () => {
  it('read user@host from both forms and refuse anything else', () => {
    expect(acctFromParams({ acct: '@kai@akkoma.example' })).toBe('kai@akkoma.example');
    expect(acctFromParams({ host: 'akkoma.example', user: 'kai' })).toBe('kai@akkoma.example');
    expect(acctFromParams({ acct: 'kai@akkoma.example' })).toBeNull();
    expect(acctFromParams({ acct: '@kai' })).toBeNull();
  });
});

describe('user facts', () => {
  const account = (pleroma: AccountEntity['pleroma']) => ({ pleroma }) as AccountEntity;
  it('shows admin before moderator, and nothing when the role is not shown', () => {
    expect(visibleRole(account({ is_admin: true, is_moderator: true }))).toBe('admin');
    expect(visibleRole(account({ is_moderator: true }))).toBe('moderator');
    expect(visibleRole(account(undefined))).toBeNull();
  });
  it('finds the host of a remote acct', () => {
    expect(hostOf('kai@akkoma.example')).toBe('akkoma.example');
    expect(hostOf('alice')).toBeNull();
  });
});
