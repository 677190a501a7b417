import { normalizeAccount, normalizeStatus, normalizeStatuses, normalizeRelationships } from '../../../src/schemas';
import { entitiesImported } from '../../../src/slices/entities';
import { sessionCleared } from '../../../src/slices/auth';
import { mastoTimeline, soapbox } from '../../support/fixtures';
import { reduce, stateAfter } from '../../support/factories';
import {
  statusToggleFailed,
  statusToggleRequested,
  statusToggleSettled,
} from '../../../src/features/interactions/statusActionsSlice';
import { reactionSettled, reactionToggled } from '../../../src/features/interactions/reactionsSlice';

const importRaw = (raw: unknown) => entitiesImported(normalizeStatus(raw).entities);

describe('entities slices', () => {
  it('imports a real timeline page: statuses, repeated statuses and their accounts', () => {
    const page = mastoTimeline();
    const s = stateAfter(entitiesImported(normalizeStatuses(page).entities));
    // 20 entries, 5 of which are repeats carrying one more status each
    expect(s.entities.statuses.ids).toHaveLength(25);
    const repeat = s.entities.statuses.entities['10419787'];
    expect(repeat.reblog).toBe('10418865');
    const innerAuthor = s.entities.statuses.entities['10418865'].account;
    expect(s.entities.accounts.entities[innerAuthor]?.acct).toBe('ivesen@miniwa.moe');
  });

  it('statuses are replaced whole: a field the newer copy lacks does not survive', () => {
    const raw = soapbox('status-with-card');
    const first = stateAfter(importRaw({ ...raw, favourited: true }));
    const id = String(raw.id);
    expect(first.entities.statuses.entities[id].card).toBeTruthy();
    const { card: _dropped, ...withoutCard } = raw;
    const second = reduce(first, importRaw({ ...withoutCard, favourited: false }));
    expect(second.entities.statuses.entities[id].favourited).toBe(false);
    expect(second.entities.statuses.entities[id]).not.toHaveProperty('card');
  });

  it("a copy that arrives while the reader's favourite and reaction are unanswered keeps them; once answered, copies win", () => {
    const raw = {
      ...soapbox<{ id: string; pleroma: Record<string, unknown> }>('status-with-card'),
      favourited: false,
      favourites_count: 4,
    };
    const id = String(raw.id);
    const stale = { ...raw, pleroma: { ...raw.pleroma, emoji_reactions: [{ name: '🔥', count: 2, me: true }] } };
    const toggled = stateAfter(
      importRaw(stale),
      statusToggleRequested({ statusId: id, toggle: 'favourite', on: true }),
      reactionToggled({ statusId: id, name: '🔥', on: false }),
    );
    // a page read by the server before either toggle reached it
    const paged = reduce(toggled, importRaw(stale)).entities.statuses.entities[id];
    expect(paged).toMatchObject({ favourited: true, favourites_count: 5 });
    expect(paged.emoji_reactions).toEqual([{ name: '🔥', count: 1, me: false }]);

    const answered = reduce(
      toggled,
      statusToggleSettled({ statusId: id, toggle: 'favourite' }),
      reactionSettled({ statusId: id, name: '🔥' }),
    );
    expect(answered.entities.statuses.inFlight).toEqual({});
    const later = reduce(answered, importRaw(stale)).entities.statuses.entities[id];
    expect(later).toMatchObject({ favourited: false, favourites_count: 4 });
    expect(later.emoji_reactions).toEqual([{ name: '🔥', count: 2, me: true }]);
  });

  it('a failed favourite flips back unless the reader has toggled it again since', () => {
    const raw = {
      ...soapbox<{ id: string; pleroma: Record<string, unknown> }>('status-with-card'),
      favourited: false,
      favourites_count: 4,
    };
    const id = String(raw.id);
    const on = statusToggleRequested({ statusId: id, toggle: 'favourite', on: true });
    const failed = statusToggleFailed({ statusId: id, toggle: 'favourite', on: true, error: null });
    expect(stateAfter(importRaw(raw), on, failed).entities.statuses.entities[id]).toMatchObject({
      favourited: false,
      favourites_count: 4,
    });
    const off = statusToggleRequested({ statusId: id, toggle: 'favourite', on: false });
    expect(stateAfter(importRaw(raw), on, off, failed).entities.statuses.entities[id].favourited).toBe(false);
    const onAgain = statusToggleRequested({ statusId: id, toggle: 'favourite', on: true });
    expect(stateAfter(importRaw(raw), on, off, onAgain, failed).entities.statuses.entities[id].favourited).toBe(true);
  });

  it('accounts are upserted: a later copy updates given fields and keeps the others', () => {
    const raw = soapbox('pleroma-account');
    const s1 = stateAfter(entitiesImported(normalizeAccount(raw).entities));
    const id = String(raw.id);
    const { followers_count: _omitted, ...partial } = raw;
    const s2 = reduce(s1, entitiesImported(normalizeAccount({ ...partial, display_name: 'Renamed' }).entities));
    expect(s2.entities.accounts.entities[id].display_name).toBe('Renamed');
    expect(s2.entities.accounts.entities[id].followers_count).toBe(raw.followers_count);
  });

  it('a thin copy of the own account (inside a post) keeps the nested pleroma and akkoma fields it lacks', () => {
    const full = {
      id: 'ME',
      username: 'ada',
      acct: 'ada',
      display_name: 'Ada',
      avatar: 'https://x.example/a.png',
      source: { privacy: 'private', note: 'typed' },
      pleroma: {
        hide_follows: true,
        allow_following_move: false,
        notification_settings: { block_from_strangers: true },
        settings_store: { 'pleroma-fe': {} },
        email: 'ada@x.example',
        background_image: 'https://x.example/bg.png',
      },
      akkoma: { permit_followback: true, status_ttl_days: 7 },
    };
    const thin = {
      id: 'ME',
      username: 'ada',
      acct: 'ada',
      display_name: 'Ada L.',
      avatar: 'https://x.example/a.png',
      pleroma: { hide_follows: false, background_image: null },
      akkoma: { status_ttl_days: null },
    };
    const s1 = stateAfter(entitiesImported(normalizeAccount(full).entities));
    const s2 = reduce(s1, entitiesImported(normalizeAccount(thin).entities));
    const me = s2.entities.accounts.entities.ME;
    expect(me.display_name).toBe('Ada L.');
    expect(me.source).toEqual(full.source);
    // what the copy sends wins, null included; what it lacks stays
    expect(me.pleroma).toEqual({ ...full.pleroma, hide_follows: false, background_image: null });
    expect(me.akkoma).toEqual({ permit_followback: true, status_ttl_days: null });
    // the same copy again changes nothing, so the account keeps its identity
    expect(reduce(s2, entitiesImported(normalizeAccount(thin).entities)).entities.accounts.entities.ME).toBe(me);
  });

  it('polls are replaced with the newer results', () => {
    const raw = soapbox('pleroma-status-with-poll');
    const poll = raw.poll as Record<string, unknown>;
    const s1 = stateAfter(importRaw(raw));
    const s2 = reduce(s1, importRaw({ ...raw, poll: { ...poll, votes_count: 999, expired: true } }));
    expect(s2.entities.polls.entities[String(poll.id)]).toMatchObject({ votes_count: 999, expired: true });
  });

  it('relationships are upserted by account id', () => {
    const rel = soapbox('relationship');
    const s1 = stateAfter(entitiesImported(normalizeRelationships([rel]).entities));
    const s2 = reduce(s1, entitiesImported(normalizeRelationships([{ id: rel.id, following: true }]).entities));
    expect(s2.entities.relationships.entities[String(rel.id)]).toMatchObject({ ...rel, following: true });
  });

  it('a payload without a kind of entity leaves that kind untouched', () => {
    const s1 = stateAfter(importRaw(soapbox('pleroma-status')));
    const s2 = reduce(s1, entitiesImported({ accounts: {} }));
    expect(s2.entities.statuses).toBe(s1.entities.statuses);
  });

  it('sessionCleared drops every entity (statuses carry per-user flags)', () => {
    const s = reduce(stateAfter(importRaw(soapbox('pleroma-status-with-poll'))), sessionCleared());
    expect(s.entities.statuses.ids).toEqual([]);
    expect(s.entities.accounts.ids).toEqual([]);
    expect(s.entities.polls.ids).toEqual([]);
    expect(s.entities.relationships.ids).toEqual([]);
  });
});
