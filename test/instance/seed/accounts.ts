// Seeded accounts and the follow graph. Every local password is DEMO_PASSWORD
// (listed per account in test/instance/README.md).
import type { Account, Software, Visibility } from '../model';

export const DEMO_PASSWORD = 'demo-password';

export interface AccountSeed {
  username: string;
  domain?: string;
  software?: Software;
  displayName: string;
  note: string;
  fields?: { name: string; value: string }[];
  colour: string;
  locked?: boolean;
  bot?: boolean;
  isAdmin?: boolean;
  isModerator?: boolean;
  mfa?: boolean;
  birthday?: string;
  defaultVisibility?: Visibility;
  extraFollowers?: number;
  /** An admin asked for a new password: sign-in is refused until it is reset. */
  passwordResetPending?: boolean;
  /** Pleroma's hide_follows / hide_followers */
  hideFollows?: boolean;
  hideFollowers?: boolean;
}

/** Oldest first: creation order decides id order. */
export const ACCOUNT_SEEDS: AccountSeed[] = [
  {
    username: 'admin',
    displayName: 'Ada Admin',
    note: 'I run this demo instance. Ask me anything about it.\n\nRules: be kind, tag spoilers.',
    fields: [
      { name: 'Role', value: 'Administrator' },
      { name: 'Website', value: 'https://akkoma.dev' },
    ],
    colour: '#b45309',
    isAdmin: true,
  },
  {
    username: 'mod',
    displayName: 'Mo the Moderator',
    note: 'Moderator. Reports go to me. :verified:',
    colour: '#047857',
    isModerator: true,
  },
  {
    username: 'alice',
    displayName: 'Alice Liddell',
    note: 'Curious about everything. Photographs hills, reads too many books. #photography',
    fields: [
      { name: 'Pronouns', value: 'she/her' },
      { name: 'Blog', value: 'https://alice.example/blog' },
      { name: 'Favourite emoji', value: ':blobcat:' },
    ],
    colour: '#2563eb',
    birthday: '1994-05-04',
    extraFollowers: 12,
  },
  {
    username: 'bob',
    displayName: 'Bob :blobcat:',
    note: 'Travel, trains and terrible puns.',
    colour: '#7c3aed',
    extraFollowers: 3,
  },
  {
    username: 'carol',
    displayName: 'Carol (locked)',
    note: 'My account is locked: I approve followers by hand.',
    colour: '#db2777',
    locked: true,
    defaultVisibility: 'private',
  },
  {
    username: 'robot',
    displayName: 'Weather Robot',
    note: 'I am a bot. I post the weather every few hours. Beep.',
    colour: '#475569',
    bot: true,
  },
  {
    username: 'dave',
    displayName: 'Dave',
    note: 'Cooking, chillies, and the occasional rant.',
    colour: '#ea580c',
    hideFollows: true,
    hideFollowers: true,
  },
  {
    username: 'erin',
    displayName: 'Erin 🌿',
    note: 'Gardener. Book club organiser. Quote-posting enthusiast.',
    colour: '#16a34a',
  },
  {
    username: 'frank',
    displayName: 'Frank (2FA)',
    note: 'My account has two-factor authentication turned on.',
    colour: '#0891b2',
    mfa: true,
  },
  {
    username: 'mira',
    domain: 'mitra.example',
    software: 'mitra',
    displayName: 'Mira :mitra:',
    note: 'Posting from a Mitra server.',
    colour: '#10b981',
  },
  {
    username: 'gts',
    domain: 'gts.example',
    software: 'gotosocial',
    displayName: 'Slow Sloth :sloth:',
    note: 'A GoToSocial account. Takes it easy.',
    colour: '#a16207',
  },
  {
    username: 'kai',
    domain: 'akkoma.example',
    software: 'akkoma',
    displayName: 'Kai :akkoma: :blobfox:',
    note: "Admin of akkoma.example, part of this instance's bubble.",
    fields: [{ name: 'Home', value: 'https://akkoma.example' }],
    colour: '#593196',
    extraFollowers: 140,
  },
  {
    username: 'fran',
    domain: 'friendica.example',
    software: 'friendica',
    displayName: 'Fran',
    note: 'Friendica user.',
    colour: '#0369a1',
  },
  {
    username: 'grace',
    displayName: 'Grace (reset required)',
    note: 'An admin asked me to choose a new password, so I cannot sign in yet.',
    colour: '#be123c',
    passwordResetPending: true,
  },
];

/** follower -> followed (accepted follows). */
export const FOLLOWS: Record<string, string[]> = {
  admin: ['mod', 'alice', 'bob'],
  mod: ['admin', 'alice'],
  alice: ['admin', 'bob', 'carol', 'dave', 'erin', 'kai@akkoma.example', 'mira@mitra.example'],
  bob: ['admin', 'alice', 'robot', 'gts@gts.example'],
  carol: ['alice', 'erin'],
  robot: [],
  dave: ['alice', 'bob', 'erin'],
  erin: ['alice', 'bob', 'carol', 'kai@akkoma.example'],
  frank: ['alice'],
  'kai@akkoma.example': ['alice', 'admin'],
  'mira@mitra.example': ['alice'],
  'gts@gts.example': ['bob'],
  'fran@friendica.example': ['alice'],
  grace: [],
};

/** Pending follow requests: locked account -> requesters. */
export const FOLLOW_REQUESTS: Record<string, string[]> = {
  carol: ['dave', 'bob', 'gts@gts.example'],
};

export function accountFromSeed(seed: AccountSeed, id: string, createdAt: number): Account {
  const local = !seed.domain;
  return {
    id,
    username: seed.username,
    domain: seed.domain ?? null,
    software: seed.software ?? 'akkoma',
    displayName: seed.displayName,
    note: seed.note,
    fields: seed.fields ?? [],
    locked: seed.locked ?? false,
    bot: seed.bot ?? false,
    isAdmin: seed.isAdmin ?? false,
    isModerator: seed.isModerator ?? false,
    createdAt,
    colour: seed.colour,
    email: local ? `${seed.username}@demo.example` : null,
    password: local ? DEMO_PASSWORD : null,
    mfa: seed.mfa ? { totpCode: '123456', recoveryCodes: ['demo-recovery-1', 'demo-recovery-2'] } : null,
    discoverable: true,
    birthday: seed.birthday ?? null,
    defaultVisibility: seed.defaultVisibility ?? 'public',
    language: 'en',
    pinnedStatusIds: [],
    hideFollows: seed.hideFollows ?? false,
    hideFollowers: seed.hideFollowers ?? false,
    extraFollowers: seed.extraFollowers ?? 0,
    extraFollowing: 0,
    confirmed: true,
    approved: true,
    passwordResetPending: seed.passwordResetPending ?? false,
    registrationReason: null,
  };
}
