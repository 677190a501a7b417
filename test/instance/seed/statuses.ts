// The seeded posts: everyday fillers first (older), then the posts that show
// every feature (newer, so they appear on the first pages of the timelines).
import { pictureInfo } from '../media/library';
import { addFillers } from './fillers';
import { Plan, type PostSpec } from './plan';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

export function planStatuses(random: () => number): Plan {
  const plan = new Plan();
  addFillers(plan, 130, random);

  const welcome = plan.post(
    'admin',
    'Welcome to the Demo Instance! :akkoma:\n\nThis server is made of seeded data so you can try the client. ' +
      'Sign in as any demo user, the password is demo-password. #introductions',
    {
      pinned: true,
      reactions: [
        ['❤️', ['alice', 'bob', 'dave']],
        ['🎉', ['erin']],
        ['blobcat', ['alice', 'kai@akkoma.example']],
      ],
      favourites: ['alice', 'bob', 'mod', 'erin'],
      extraFavourites: 8,
      extraReblogs: 2,
    },
  );
  plan.post('mod', 'Moderation tip: reports are read by real humans here. Use them. #introductions', {
    reactions: [['👍', ['admin', 'alice']]],
  });
  addFillers(plan, 6, random);

  // A thread eleven replies deep, with a side branch.
  const root = plan.post('alice', 'Book club thread: what is everyone reading this week? Reply and keep it going! #books', {
    pinned: true,
    favourites: ['erin', 'carol'],
  });
  const side = plan.post('mod', 'Reminder: put spoilers behind a content warning!', { replyTo: root });
  let last = root;
  const chain: [string, string][] = [
    ['bob', 'Finishing a history of railways. Surprisingly gripping.'],
    ['alice', 'Of course it is trains.'],
    ['erin', 'I am on a gardening memoir, very calming.'],
    ['dave', 'Cookbooks count as reading, right?'],
    ['erin', 'They absolutely do.'],
    ['carol', 'Re-reading an old favourite fantasy series.'],
    ['alice', 'Which one? I need recommendations.'],
    ['carol', 'The one with the dragons and the libraries, obviously.'],
    ['bob', 'That narrows it down to all of them.'],
    ['kai@akkoma.example', 'Chiming in from akkoma.example: poetry this week.'],
    ['alice', 'Great thread everyone :blobcat:'],
  ];
  // Side branches at several levels (keyed by the chain step they answer), so a tree view has something to show.
  const branches: Record<number, (parent: PostSpec) => void> = {
    1: (railways) => {
      // Followers-only: visitors and non-followers of carol see bob's answer without its parent.
      const hidden = plan.post('carol', 'Trains again? Some things never change.', { replyTo: railways, visibility: 'private' });
      plan.post('bob', 'Never. Trains are forever.', { replyTo: hidden });
    },
    3: (memoir) => {
      const which = plan.post('dave', 'Which memoir? My tomatoes need all the help they can get.', { replyTo: memoir });
      plan.post('erin', 'I will bring it on Thursday, you can borrow it.', { replyTo: which });
      plan.post('alice', 'Put me on the waiting list after dave.', { replyTo: which });
    },
    4: (cookbooks) => plan.post('alice', 'Only if you bring samples to the meeting.', { replyTo: cookbooks }),
    7: (which) => plan.post('kai@akkoma.example', 'Try the one with the talking cat, it is lovely.', { replyTo: which }),
  };
  chain.forEach(([author, text], step) => {
    last = plan.post(author, text, { replyTo: last });
    branches[step + 1]?.(last);
  });
  const noSpoilers = plan.post('dave', 'Agreed, no spoilers please.', { replyTo: side });
  plan.post('erin', 'And please say which book in the warning.', { replyTo: side });
  plan.post('mod', 'Good point, added to the rules.', { replyTo: noSpoilers });
  addFillers(plan, 5, random);

  // Private, direct and local-only posts.
  plan.post('alice', 'Followers only: I might dye my hair blue this weekend.', { visibility: 'private' });
  const dm = plan.post('alice', '@bob are you coming to the meetup tonight?', { visibility: 'direct' });
  plan.post('bob', 'Yes! Save me a seat.', { visibility: 'direct', replyTo: dm });
  plan.post('erin', '@alice @carol the book club moves to the café on Thursday, keep it quiet :blobcat:', {
    visibility: 'direct',
  });
  plan.post('admin', 'Local-only: server maintenance on Sunday morning. This post does not federate. #local', {
    visibility: 'local',
  });
  plan.post('dave', 'Unlisted thought: nobody reads unlisted posts, right?', { visibility: 'unlisted' });
  plan.post('carol', 'Only my approved followers can read this.', { visibility: 'private' });
  addFillers(plan, 4, random);

  // Posts shaped like other server software.
  const mitra = plan.post('mira@mitra.example', 'Hello from Mitra! Two pictures from my window.', {
    pictures: ['sunset', 'rings'],
  });
  const gts = plan.post('gts@gts.example', 'Slow and steady. Posting from GoToSocial.', { language: 'en' });
  plan.post('fran@friendica.example', 'Hello to the demo instance from Friendica!', {
    rawHtml: 'Hello to the demo instance from Friendica!',
    language: 'de',
  });
  plan.reblog('erin', gts);
  addFillers(plan, 4, random);

  // Media.
  plan.post('bob', 'Made a little chime for the instance. 🔔', { files: ['audio'] });
  plan.post('dave', 'My notes from the cooking class, as a file.', { files: ['text'] });
  plan.post('dave', 'Dinner tonight. Warning, it is very hot.', {
    pictures: ['pepper'],
    sensitive: true,
    spoiler: 'spicy food',
    reactions: [['🔥', ['bob', 'erin', 'alice']]],
  });
  const trip = plan.post('bob', 'Some shots from the weekend trip #photography #travel', {
    pictures: ['portrait', 'panorama', 'rings', 'sunset'],
    favourites: ['alice', 'erin'],
    bookmarks: ['alice'],
    extraFavourites: 3,
  });
  addFillers(plan, 3, random);

  // Polls.
  plan.post('mod', 'Lunch poll (closed): what did we order?', {
    poll: { options: ['Pizza', 'Noodles', 'Salad'], expiresInMs: -2 * HOUR, extraVotes: [7, 4, 1], voters: { alice: [0] } },
  });
  const kaiPoll = plan.post('kai@akkoma.example', 'Settle this once and for all :blobfox:', {
    poll: { options: [':blobfox: Foxes', ':blobcat: Cats', 'Both :heart_cat:'], expiresInMs: 2 * DAY, extraVotes: [12, 11, 5] },
    favourites: ['alice'],
    bookmarks: ['alice'],
  });
  plan.post('bob', 'Which languages do you write? Pick all that apply.', {
    poll: {
      options: ['TypeScript', 'Elixir', 'Rust', 'Go', 'Something else'],
      multiple: true,
      expiresInMs: 3 * DAY,
      extraVotes: [5, 3, 4, 2, 1],
      voters: { alice: [0, 2], erin: [4] },
    },
  });
  plan.reblog('alice', kaiPoll);
  addFillers(plan, 3, random);

  // Content warnings, custom emoji, long text, editing, expiry.
  plan.post('erin', 'Chapter twelve: the gardener was the villain all along. I did not see it coming!', {
    spoiler: "Spoilers for this month's book club book",
    reactions: [['😮', ['alice', 'carol']]],
  });
  plan.post('alice', ':blobcat: :party: Blobcat party! :blobfox: is invited too.', {
    reactions: [
      ['blobcat', ['bob', 'erin']],
      ['party', ['dave']],
    ],
  });
  plan.post(
    'erin',
    'A longer post, because sometimes a thought needs room.\n\n' +
      'I have been keeping a garden diary for three years now. Every morning I write down what bloomed, ' +
      'what the weather did, and which plant the snails attacked overnight. Reading it back is like reading ' +
      'a slow novel where the main characters are tomatoes.\n\n' +
      'This year I learned that marigolds keep pests away, that basil sulks in the cold, and that patience ' +
      'is not a virtue but a technique.\n\nAnyway. Go outside. #gardening',
    { favourites: ['alice'], bookmarks: ['alice'] },
  );
  plan.post('alice', 'Edited post: I fixed a typo in this one.', { edited: true });
  plan.post('erin', 'This post deletes itself in two days.', { expiresInMs: 2 * DAY });
  addFillers(plan, 3, random);

  // Link card and hashtags.
  plan.post('admin', 'This instance speaks the Akkoma API. Release notes: https://akkoma.dev/AkkomaGang/akkoma/releases', {
    bookmarks: ['alice'],
    card: {
      url: 'https://akkoma.dev/AkkomaGang/akkoma/releases',
      title: 'Releases - AkkomaGang/akkoma',
      description: 'Magically expressive social media. Release notes for every version.',
      type: 'link',
      width: 600,
      height: 314,
      providerName: 'akkoma.dev',
      providerUrl: 'https://akkoma.dev',
      authorName: '',
      authorUrl: '',
      html: '',
      image: '/media/attachments/card.png',
      blurhash: pictureInfo('card').blurhash,
    },
  });
  plan.post('kai@akkoma.example', '@alice hello from akkoma.example! #fediverse #akkoma', {
    reactions: [['akkoma', ['admin', 'alice']]],
  });
  addFillers(plan, 2, random);

  // Quotes, including a quote of a quote.
  const landscape = plan.post('alice', 'Walked up the hill this morning. Worth it. #photography', {
    pictures: ['landscape'],
    pinned: true,
    reactions: [
      ['😍', ['bob', 'erin']],
      ['heart_cat', ['carol']],
    ],
    favourites: ['bob', 'erin', 'dave', 'admin'],
    bookmarks: ['bob'],
    extraFavourites: 5,
  });
  plan.reblog('bob', landscape);
  const quote = plan.post('erin', 'This view! Everyone should see it.', { quote: landscape });
  plan.post('bob', 'Quote of a quote. We have to go deeper.', { quote });
  plan.post('dave', 'Quoting a remote post works too.', { quote: mitra });
  plan.reblog('dave', welcome);
  plan.reblog('kai@akkoma.example', trip);
  addFillers(plan, 2, random);
  plan.post('robot', 'Beep. This is an automated post from a bot account. #weather');
  return plan;
}
