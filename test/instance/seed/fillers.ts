// Everyday posts that give timelines their length (deterministic, from a fixed seed).
import type { Visibility } from '../model';
import type { Plan, PostSpec } from './plan';

const LINES: Record<string, string[]> = {
  admin: [
    'Upgraded the server this morning, everything looks fine. #admin',
    'Reminder: the instance rules are in the about page.',
    'Thanks to everyone who reported spam this week.',
    'Backups done. Sleep well, everyone.',
  ],
  mod: [
    'Handled a few reports today. Thank you for keeping this place nice.',
    'Please use content warnings for spoilers. :verified:',
    'Quiet day in the moderation queue.',
  ],
  alice: [
    'Read three chapters before breakfast. Not sorry. #books',
    'The light on the hill today was unreal. #photography',
    'Does anyone else name their houseplants?',
    'Tea, a blanket, and a thick novel: the perfect evening.',
    'Tried a new walking route and found a tiny library box.',
    'Why do all the best ideas arrive in the shower?',
  ],
  bob: [
    'The 8:14 was late again. #trains',
    'I told a pun about trains. It had no station.',
    'Window seat secured. Scenery mode on.',
    'Planning a trip by night train. Suggestions welcome! #travel',
    'My coffee is stronger than my opinions today. #coffee',
  ],
  carol: [
    'Just for my followers: a quiet weekend ahead.',
    'Knitting progress: one sleeve done.',
    'Followers-only thought: I like having a small circle here.',
  ],
  dave: [
    'Made a chilli so hot the neighbours complained. #cooking',
    'Hot take: pineapple belongs on pizza.',
    'Sourdough attempt number six. It is alive. #cooking',
    'Who moved my favourite spoon?',
  ],
  erin: [
    'The tomatoes are finally turning red. #gardening',
    'Book club meets on Thursday, bring snacks. #books',
    'Repotted everything today, my back hurts. #gardening',
    'Compost is just slow magic.',
  ],
  frank: ['Turned on two-factor authentication everywhere today.', 'Password managers are great, use one.'],
  'kai@akkoma.example': [
    'Greetings from akkoma.example! #fediverse',
    'Our instance just passed 100 users :akkoma:',
    'Bubble timeline is my favourite feature.',
  ],
  'mira@mitra.example': ['Mitra says hi :mitra:', 'Federation works!'],
};

const CITIES = ['Lisbon', 'Oslo', 'Kyoto', 'Quito', 'Nairobi', 'Perth'];
const SKIES = ['☀️ sunny', '⛅ partly cloudy', '🌧️ rain', '🌫️ fog', '❄️ snow', '🌩️ thunder'];

export function addFillers(plan: Plan, count: number, random: () => number): void {
  const authors = [...Object.keys(LINES), 'robot'];
  const pick = <T>(items: T[]): T => items[Math.floor(random() * items.length)];
  const reactors = ['alice', 'bob', 'dave', 'erin', 'admin', 'kai@akkoma.example'];
  for (let i = 0; i < count; i++) {
    const author = pick(authors);
    const earlier = plan.posts.filter((p) => p.visibility === 'public' && !p.reblogOf && p.author !== author);
    if (author !== 'robot' && earlier.length > 0 && random() < 0.08) {
      plan.reblog(author, pick(earlier));
      continue;
    }
    let text: string;
    let visibility: Visibility = 'public';
    if (author === 'robot') {
      text = `Weather report for ${pick(CITIES)}: ${pick(SKIES)}, ${Math.round(random() * 30 - 2)}°C. #weather`;
    } else {
      text = pick(LINES[author]);
      const roll = random();
      if (author === 'carol') visibility = 'private';
      else if (roll < 0.1) visibility = 'unlisted';
      else if (roll < 0.16 && !author.includes('@')) visibility = 'private';
      else if (roll < 0.2 && !author.includes('@')) visibility = 'local';
    }
    const spec: PostSpec = plan.post(author, text, { visibility });
    const likes = reactors.filter((r) => r !== author && random() < 0.25);
    spec.favourites = likes;
    spec.extraFavourites = Math.floor(random() * 4);
    if (random() < 0.2) spec.reactions = [[pick(['❤️', '👍', '😂', '🔥']), likes.length ? likes : ['alice']]];
  }
}
