// Post HTML, made safe: two backends under the same rules (./sanitize/rules.ts), one post-pass written once.
// Where the browser has the HTML Sanitizer API, it parses (./sanitize/native.ts) and DOMPurify never loads; elsewhere
// (Safari today) DOMPurify arrives in a chunk of its own before the first render (./sanitize/purify.ts, index.tsx).
// Until a backend is there, or if its chunk never comes, post HTML is shown as plain text: never as it came.
import type { DOMPurify } from 'dompurify';
import { escapeHtml } from './guards';
import { htmlToText } from './htmlText';
import { retryImport } from './retryImport';
import { detectNativeParser, sanitizeNatively, type ParseHtml } from './sanitize/native';
import { purifyBackend } from './sanitize/purify';

/** What sanitizes post HTML now: the browser's sanitizer, DOMPurify, or neither yet (`loading`) or ever (`text`). */
export type SanitizerBackend = 'native' | 'dompurify' | 'loading' | 'text';

export interface SanitizerEnvironment {
  /** The browser's safe parser, or null where it is missing or not what we rely on. */
  detectNative: () => ParseHtml | null;
  /** DOMPurify, loaded (its chunk retried as every chunk is); rejects when it cannot come. */
  loadDomPurify: () => Promise<DOMPurify>;
}

export interface PostSanitizer {
  /** Post HTML reduced to the allowlist; plain text (escaped) while no backend is there. Synchronous, for render. */
  sanitize: (html: string) => string;
  /** Resolves once a backend is there: at once with the native one, else when DOMPurify has loaded or failed to. Never rejects. */
  prepare: () => Promise<void>;
  /** Whether prepare() has nothing left to wait for. */
  ready: () => boolean;
  backend: () => SanitizerBackend;
}

/** The text of post HTML as HTML of its own making: paragraphs and line breaks kept as breaks, nothing else. */
function asText(html: string): string {
  try {
    return escapeHtml(htmlToText(html, { lines: true })).replace(/\n/g, '<br>');
  } catch {
    return escapeHtml(html);
  }
}

export function createPostSanitizer(env: SanitizerEnvironment): PostSanitizer {
  let kind: SanitizerBackend | null = null;
  let run: ((html: string) => string) | null = null;
  let loading: Promise<void> | null = null;

  /** The backend at the first need: the native one is chosen once, synchronously. */
  const current = (): SanitizerBackend => {
    if (kind === null) {
      const parse = env.detectNative();
      if (parse) {
        run = (html) => sanitizeNatively(html, parse);
        kind = 'native';
      } else kind = 'loading';
    }
    return kind;
  };

  const prepare = (): Promise<void> => {
    if (current() !== 'loading') return Promise.resolve();
    loading ??= env
      .loadDomPurify()
      .then((purify) => {
        const backend = purifyBackend(purify);
        if (!backend) throw new Error('DOMPurify is not supported here');
        run = backend;
        kind = 'dompurify';
      })
      .catch(() => {
        run = null;
        kind = 'text';
      });
    return loading;
  };

  const sanitize = (html: string): string => {
    if (typeof html !== 'string') return '';
    // nothing to parse: no element can come out of text without a '<' (DOMPurify returns it as it is, too)
    if (!html.includes('<')) return html;
    current();
    if (!run) return asText(html);
    try {
      return run(html);
    } catch {
      return asText(html);
    }
  };

  return { sanitize, prepare, ready: () => current() !== 'loading', backend: current };
}

const shared = createPostSanitizer({
  detectNative: () => detectNativeParser(),
  loadDomPurify: () =>
    retryImport(() => import(/* webpackChunkName: "dompurify" */ 'dompurify')).then((module) => module.default),
});

/** Post HTML reduced to the allowlist (utils/sanitize/rules.ts), by the browser's sanitizer or by DOMPurify. */
export const sanitizePostHtml = (html: string): string => shared.sanitize(html);

/**
 * Resolves when post HTML can be sanitized: at once where the browser has the HTML Sanitizer API, else once
 * DOMPurify's chunk has loaded (or failed for good: post HTML then shows as plain text). Never rejects. The entry
 * renders the app after it (index.tsx).
 */
export const prepareSanitizer = (): Promise<void> => shared.prepare();

/** Whether prepareSanitizer() has nothing to wait for (the entry renders at once then, without a microtask). */
export const isSanitizerReady = (): boolean => shared.ready();

/** Which backend sanitizes post HTML in this browser. */
export const sanitizerBackend = (): SanitizerBackend => shared.backend();
