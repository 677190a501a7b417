// How a reply starts (spec 001 §4 Composer): its mentions and its subject line.
import type { Mention } from '../../../api/types/index';

export type SubjectLineBehavior = 'email' | 'masto' | 'noop';

/** Who a reply addresses, by acct: the replied user, then those it mentioned. */
export interface ReplyAudience {
  /** acct of the replied status's author */
  author: string;
  mentions: Pick<Mention, 'acct'>[];
}

/**
 * '@bob @carol@remote.example ' for a reply: the replied user and the status's mentions, de-duplicated
 * (case-insensitively), without the signed-in user; '' when nobody is left.
 */
export function replyMentions(audience: ReplyAudience, selfAcct: string | null): string {
  const seen = new Set<string>();
  const self = selfAcct?.replace(/^@/, '').toLowerCase() ?? null;
  const out: string[] = [];
  for (const acct of [audience.author, ...audience.mentions.map((m) => m.acct)]) {
    const clean = acct.replace(/^@/, '');
    const lower = clean.toLowerCase();
    if (!clean || lower === self || seen.has(lower)) continue;
    seen.add(lower);
    out.push(`@${clean}`);
  }
  return out.length ? `${out.join(' ')} ` : '';
}

/** 'Re: x', 're x' … already a reply subject. */
const STARTS_WITH_RE = /^re[: ]/i;

/**
 * The subject of a reply by the subjectLineBehavior setting: `email` prefixes 're: ' (unless it is already
 * there), `masto` copies the subject, `noop` keeps it only when it already starts with re.
 */
export function replySubject(subject: string, behavior: SubjectLineBehavior): string {
  const s = subject.trim();
  if (!s) return '';
  const isRe = STARTS_WITH_RE.test(s);
  switch (behavior) {
    case 'masto':
      return s;
    case 'noop':
      return isRe ? s : '';
    default:
      return isRe ? s : `re: ${s}`;
  }
}
