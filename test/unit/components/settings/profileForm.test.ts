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
import { accountFactory } from '../../../support/factories';

const entity = (raw: unknown): AccountEntity => {
  const n = normalizeAccount(raw);
  return n.entities.accounts![n.result!];
};

const LIMITS = { max_fields: 3, name_length: 5, value_length: 8 };

function form(overrides: Partial<ProfileForm> = {}): ProfileForm {
  return { ...profileFormOf(entity(accountFactory({ id: 'A' })), false), ...overrides };
}

describe('profileFormOf', () => {
  it('a real GoToSocial account sends its bio as HTML in source.note: the form holds the text, not the tags', () => {
    const f = profileFormOf(entity(gotosocialAccount), false);
    expect(gotosocialAccount.source.note).toBe('<p>My GoToSocial profile</p>');
    expect(f.bio).toBe('My GoToSocial profile');
    expect(f.scope).toBe('unlisted');
    expect(f.fields).toEqual([]);
  });

  it('a real Mastodon account without a source: the rendered bio, Pleroma defaults for the flags it lacks', () => {
    const f = profileFormOf(entity(mastodonAccount), true);
    expect(f.bio).toBe('');
    expect(f.scope).toBe('public');
    expect(f.sensitive).toBe(true);
    expect(f.flags).toMatchObject({ locked: false, bot: false, hide_follows: false, allow_following_move: true });
  });

  it('a plain-text bio that merely mentions a tag is kept as typed', () => {
    const f = profileFormOf(entity(accountFactory({ id: 'A', source: { note: 'I write <p> tags for a living' } })), false);
    expect(f.bio).toBe('I write <p> tags for a living');
  });

  it('reads the source values of a real Pleroma account: bio and fields as typed, flags and settings', () => {
    const f = profileFormOf(entity(pleromaAccount), false);
    expect(f.bio).toBe(pleromaAccount.source.note);
    expect(f.fields).toEqual(pleromaAccount.source.fields);
    expect(f.flags).toMatchObject({
      hide_favorites: true,
      hide_followers: false,
      discoverable: false,
      // Pleroma's defaults when the account does not say
      allow_following_move: true,
      show_role: true,
    });
    expect(f.sensitive).toBe(false);
  });

  it('falls back to the rendered bio and fields, the local sensitive setting and public scope without a source', () => {
    const f = profileFormOf(
      entity(
        accountFactory({
          id: 'B',
          note: '<p>Hello &amp; welcome</p><p>second</p>',
          fields: [{ name: 'Site', value: '<a href="https://x.example">x.example</a>' }],
          locked: true,
        }),
      ),
      true,
    );
    expect(f.bio).toBe('Hello & welcome\n\nsecond');
    expect(f.fields).toEqual([{ name: 'Site', value: 'x.example' }]);
    expect(f.flags.locked).toBe(true);
    expect(f.sensitive).toBe(true);
    expect(f.scope).toBe('public');
  });

  it('takes the default scope and sensitivity from source', () => {
    const f = profileFormOf(
      entity(accountFactory({ id: 'C', source: { privacy: 'private', sensitive: true, note: '' } })),
      false,
    );
    expect(f.scope).toBe('private');
    expect(f.sensitive).toBe(true);
  });
});

describe('profileRequestBody', () => {
  it('maps the form to update_credentials form fields, leaving rows without a name out', () => {
    const body = profileRequestBody(
      form({
        displayName: 'Ada',
        bio: 'Bio',
        fields: [
          { name: 'a', value: '1' },
          { name: ' ', value: 'nameless' },
          { name: 'b', value: '2' },
        ],
        scope: 'unlisted',
        sensitive: true,
      }),
      { canShowRole: false, pleromaFlags: true },
    );
    expect(body).toMatchObject({
      display_name: 'Ada',
      note: 'Bio',
      'fields_attributes[0][name]': 'a',
      'fields_attributes[0][value]': '1',
      'fields_attributes[1][name]': 'b',
      'fields_attributes[1][value]': '2',
      'source[privacy]': 'unlisted',
      'source[sensitive]': true,
      locked: false,
      hide_follows: false,
      no_rich_text: false,
      allow_following_move: true,
    });
    expect(body).not.toHaveProperty('fields_attributes[2][name]');
    expect(body).not.toHaveProperty('show_role');
  });

  it('sends one empty row when every field was removed, so the server clears them', () => {
    const body = profileRequestBody(form({ fields: [] }), { canShowRole: false, pleromaFlags: true });
    expect(body['fields_attributes[0][name]']).toBe('');
    expect(body['fields_attributes[0][value]']).toBe('');
  });

  it('sends show_role only for admins and moderators, and Pleroma flags only to Pleroma-like servers', () => {
    const f = form();
    f.flags.show_role = false;
    expect(profileRequestBody(f, { canShowRole: true, pleromaFlags: true }).show_role).toBe(false);
    const mastodon = profileRequestBody(f, { canShowRole: true, pleromaFlags: false });
    expect(
      Object.keys(mastodon)
        .filter((k) => !k.startsWith('fields_attributes'))
        .sort(),
    ).toEqual(['bot', 'discoverable', 'display_name', 'locked', 'note', 'source[privacy]', 'source[sensitive]'].sort());
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
