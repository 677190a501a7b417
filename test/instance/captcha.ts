// Captchas as Pleroma serves them: a new challenge per fetch, checked once on
// registration. Answers are digits from a seeded sequence (tests read them at
// GET /__demo/captcha/:token) drawn into a real PNG with a tiny bitmap font.
import { randomBytes } from 'node:crypto';
import { seededRandom } from './ids';
import { encodePng, type Rgb } from './media/png';
import type { CaptchaChallenge, DemoState } from './model';

/** Pleroma's default [Pleroma.Captcha, :seconds_valid]. */
export const CAPTCHA_SECONDS_VALID = 300;
const ANSWER_LENGTH = 5;
const ANSWER_SEED = 7_340_033;

// 5x7 glyphs, one string per row, '#' = ink.
const DIGITS: Record<string, string[]> = {
  '0': [' ### ', '#   #', '#  ##', '# # #', '##  #', '#   #', ' ### '],
  '1': ['  #  ', ' ##  ', '  #  ', '  #  ', '  #  ', '  #  ', ' ### '],
  '2': [' ### ', '#   #', '    #', '   # ', '  #  ', ' #   ', '#####'],
  '3': ['#####', '   # ', '  #  ', '   # ', '    #', '#   #', ' ### '],
  '4': ['   # ', '  ## ', ' # # ', '#  # ', '#####', '   # ', '   # '],
  '5': ['#####', '#    ', '#### ', '    #', '    #', '#   #', ' ### '],
  '6': ['  ## ', ' #   ', '#    ', '#### ', '#   #', '#   #', ' ### '],
  '7': ['#####', '    #', '   # ', '  #  ', ' #   ', ' #   ', ' #   '],
  '8': [' ### ', '#   #', '#   #', ' ### ', '#   #', '#   #', ' ### '],
  '9': [' ### ', '#   #', '#   #', ' ####', '    #', '   # ', ' ##  '],
};

const SCALE = 6;
const GAP = 10;
const MARGIN = 14;
const INK: Rgb = [30, 41, 59];
const GLYPH_W = 5 * SCALE;
const GLYPH_H = 7 * SCALE;

/** The answer image: dark digits, each nudged up or down, over pale stripes. */
export function captchaPng(answer: string): Buffer {
  const width = MARGIN * 2 + answer.length * GLYPH_W + (answer.length - 1) * GAP;
  const height = MARGIN * 2 + GLYPH_H;
  const lift = [...answer].map((_, i) => ((i * 7) % 5) - 2);
  return encodePng(width, height, (fx, fy) => {
    const x = Math.floor(fx * width);
    const y = Math.floor(fy * height);
    const slot = Math.floor((x - MARGIN) / (GLYPH_W + GAP));
    const gx = x - MARGIN - slot * (GLYPH_W + GAP);
    const gy = y - MARGIN - lift[slot];
    const glyph = slot >= 0 && slot < answer.length ? DIGITS[answer[slot]] : undefined;
    if (
      glyph &&
      gx >= 0 &&
      gx < GLYPH_W &&
      gy >= 0 &&
      gy < GLYPH_H &&
      glyph[Math.floor(gy / SCALE)][Math.floor(gx / SCALE)] === '#'
    ) {
      return INK;
    }
    const stripe = Math.sin((x + y * 0.6) / 5) > 0.6 ? 18 : 0;
    return [236 - stripe, 240 - stripe, 250 - stripe / 2];
  });
}

function nextAnswer(state: DemoState): string {
  const random = seededRandom(ANSWER_SEED + state.auth.captchaSerial);
  state.auth.captchaSerial += 1;
  return Array.from({ length: ANSWER_LENGTH }, () => String(Math.floor(random() * 10))).join('');
}

export function newCaptcha(state: DemoState, type: CaptchaChallenge['type']): CaptchaChallenge {
  const challenge: CaptchaChallenge = {
    type,
    token: randomBytes(9).toString('base64url'),
    // Pleroma's answer_data is an opaque encrypted blob the client hands back unchanged.
    answerData: randomBytes(24).toString('base64url'),
    answer: nextAnswer(state),
    expiresAt: Date.now() + CAPTCHA_SECONDS_VALID * 1000,
    used: false,
  };
  state.auth.captchas.set(challenge.token, challenge);
  return challenge;
}

/** Where the client loads the picture: native inlines it (as Pleroma does), kocaptcha links to an image server. */
export function captchaUrl(challenge: CaptchaChallenge, origin: string): string {
  return challenge.type === 'native'
    ? `data:image/png;base64,${captchaPng(challenge.answer).toString('base64')}`
    : `${origin}/media/captcha/${challenge.token}.png`;
}

/** null when the solution is right (and uses the captcha up); otherwise Pleroma's message. */
export function checkCaptcha(
  state: DemoState,
  fields: { token?: string; answerData?: string; solution?: string },
): string | null {
  for (const [name, value] of [
    ['captcha_solution', fields.solution],
    ['captcha_token', fields.token],
    ['captcha_answer_data', fields.answerData],
  ] as const) {
    if (value === undefined) return `Invalid CAPTCHA (Missing parameter: ${name})`;
  }
  const challenge = state.auth.captchas.get(fields.token ?? '');
  if (!challenge || challenge.answerData !== fields.answerData) return 'Invalid answer data';
  if (Date.now() > challenge.expiresAt) return 'CAPTCHA expired';
  if (challenge.used) return 'CAPTCHA already used';
  if ((fields.solution ?? '').trim().toLowerCase() !== challenge.answer) return 'Invalid CAPTCHA';
  challenge.used = true;
  return null;
}
