import pleromaAccount from '../../../fixtures/soapbox/pleroma-account.json';
import gotosocialAccount from '../../../fixtures/soapbox/gotosocial-account.json';
import mastodonAccount from '../../../fixtures/soapbox/mastodon-account.json';
import { normalizeAccount, type AccountEntity } from '../../../../src/schemas';
import {
  fieldProblems,
  maxFieldsOf,
  profileFormOf,
  profileRequestBody,
  type ProfileForm,
} from '../../../../src/features/settingsModal/profileEditor/profileForm';
import { accountSettingParams, accountSettingsOf } from '../../../../src/features/settingsModal/profileEditor/accountSettings';
import { accountFactory } from '../../../support/factories';

const entity = (raw: unknown): AccountEntity => {
  const n = normalizeAccount(raw);
  return n.entities.accounts![n.result!];
};

const LIMITS = { max_fields: 3, name_length: 5, value_length: 8 };

function form(overrides: Partial<ProfileForm> = {}): ProfileForm {
  return { ...profileFormOf(entity(accountFactory({ id: 'A' }))), ...overrides };
}

describe('profileFormOf', () => {
  it('a real GoToSocial account sends its bio as HTML in source.note: the form holds the text, not the tags', () => {
    const f = profileFormOf(entity(gotosocialAccount));
    expect(gotosocialAccount.source.note).toBe('<p>My GoToSocial profile</p>');
    expect(f.bio).toBe('My GoToSocial profile');
    expect(f.fields).toEqual([]);
  });

  it('a plain-text bio that merely mentions a tag is kept as typed', () => {
    const f = profileFormOf(entity(accountFactory({ id: 'A', source: { note: 'I write <p> tags for a living' } })));
    expect(f.bio).toBe('I write <p> tags for a living');
  });

  it('reads the source values of a real Pleroma account: bio and fields as typed', () => {
    const f = profileFormOf(entity(pleromaAccount));
    expect(f.bio).toBe(pleromaAccount.source.note);
    expect(f.fields).toEqual(pleromaAccount.source.fields);
  });

  it('falls back to the rendered bio and fields without a source', () => {
    const f = profileFormOf(
      entity(
        accountFactory({
          id: 'B',
          note: '<p>Hello &amp; welcome</p><p>second</p>',
          fields: [{ name: 'Site', value: '<a href="https://x.example">x.example</a>' }],
        }),
      ),
    );
    expect(f.bio).toBe('Hello & welcome\n\nsecond');
    expect(f.fields).toEqual([{ name: 'Site', value: 'x.example' }]);
  });
});

describe('accountSettingsOf: only the settings the server names', () => {
  it('a real Pleroma account: its pleroma flags and source settings; no Akkoma or credential-only flags it lacks', () => {
    expect(accountSettingsOf(entity(pleromaAccount))).toEqual({
      locked: false,
      bot: false,
      discoverable: false,
      hide_favorites: true,
      hide_followers: false,
      hide_followers_count: false,
      hide_follows: false,
      hide_follows_count: false,
      sensitive: false,
      // an admin: the badge is offered, shown by default as Pleroma does
      show_role: true,
    });
  });

  it('a real Mastodon account without a source: locked, bot and discoverable (null: not chosen, shown off)', () => {
    expect(accountSettingsOf(entity(mastodonAccount))).toEqual({ locked: false, bot: false, discoverable: false });
  });

  it('a real GoToSocial account: its default scope from source', () => {
    expect(accountSettingsOf(entity(gotosocialAccount))).toMatchObject({ default_scope: 'unlisted', locked: false });
  });

  it("Akkoma's credential account: permit_followback, allow_following_move, no_rich_text; the role badge for staff", () => {
    const akkoma = accountFactory({
      id: 'K',
      locked: true,
      source: { privacy: 'private', sensitive: true, note: '', pleroma: { no_rich_text: true, discoverable: true } },
      pleroma: { allow_following_move: false, is_moderator: true },
      akkoma: { permit_followback: true },
    });
    expect(accountSettingsOf(entity(akkoma))).toMatchObject({
      locked: true,
      permit_followback: true,
      allow_following_move: false,
      no_rich_text: true,
      discoverable: true,
      show_role: true,
      default_scope: 'private',
      sensitive: true,
    });
    const member = accountFactory({ id: 'M', source: { note: '', pleroma: { show_role: false } }, pleroma: {} });
    expect(accountSettingsOf(entity(member))).not.toHaveProperty('show_role');
  });

  it('each setting goes out as its one update_credentials field', () => {
    expect(accountSettingParams('permit_followback', true)).toEqual({ permit_followback: true });
    expect(accountSettingParams('default_scope', 'unlisted')).toEqual({ 'source[privacy]': 'unlisted' });
    expect(accountSettingParams('sensitive', false)).toEqual({ 'source[sensitive]': false });
  });
});

describe('profileRequestBody', () => {
  it('maps the form to update_credentials form fields, leaving rows without a name out, and no settings', () => {
    const body = profileRequestBody(
      form({
        displayName: 'Ada',
        bio: 'Bio',
        fields: [
          { name: 'a', value: '1' },
          { name: ' ', value: 'nameless' },
          { name: 'b', value: '2' },
        ],
      }),
    );
    expect(body).toEqual({
      display_name: 'Ada',
      note: 'Bio',
      'fields_attributes[0][name]': 'a',
      'fields_attributes[0][value]': '1',
      'fields_attributes[1][name]': 'b',
      'fields_attributes[1][value]': '2',
    });
  });

  it('sends one empty row when every field was removed, so the server clears them', () => {
    const body = profileRequestBody(form({ fields: [] }));
    expect(body['fields_attributes[0][name]']).toBe('');
    expect(body['fields_attributes[0][value]']).toBe('');
  });
});

describe('limits', () => {
  it('names each field part longer than the instance allows, counting code points', () => {
    expect(
      fieldProblems(
        [
          { name: 'ok', value: '🙂🙂🙂🙂🙂🙂🙂🙂' },
          { name: 'toolong', value: 'ok' },
          { name: 'ok', value: 'ninechars' },
        ],
        LIMITS,
      ),
    ).toEqual([
      { row: 1, part: 'name', max: 5 },
      { row: 2, part: 'value', max: 8 },
    ]);
    expect(fieldProblems([{ name: 'x'.repeat(100), value: '' }], null)).toEqual([]);
  });

  it('allows max_fields rows, or Mastodon’s 4 when the instance does not say', () => {
    expect(maxFieldsOf(LIMITS)).toBe(3);
    expect(maxFieldsOf(null)).toBe(4);
  });
});
