// The DOMPurify backend, for browsers without the HTML Sanitizer API. DOMPurify itself arrives in its own chunk
// (utils/sanitize.ts imports it only there); this file holds only its configuration, so the main bundle stays
// without it.
import type { DOMPurify } from 'dompurify';
import { ALLOWED_ATTR, ALLOWED_TAGS, FORBID_CONTENTS, finishElement } from './rules';

/**
 * The post sanitizer over this DOMPurify, or null where DOMPurify cannot work (it would hand the markup back
 * untouched). The configuration is set once: given to every sanitize() call instead, DOMPurify parses it again
 * each time, which was most of its cost on a first timeline. This is the app's only DOMPurify user.
 */
export function purifyBackend(DOMPurify: DOMPurify): ((html: string) => string) | null {
  // an instance of our own: no other caller's hooks or configuration reach it
  const purify = DOMPurify(window);
  if (!purify.isSupported) return null;
  purify.setConfig({
    ALLOWED_TAGS: [...ALLOWED_TAGS],
    ALLOWED_ATTR: [...ALLOWED_ATTR],
    FORBID_CONTENTS: [...FORBID_CONTENTS],
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    ALLOW_UNKNOWN_PROTOCOLS: false,
    KEEP_CONTENT: true,
  });
  purify.addHook('afterSanitizeAttributes', (node) => {
    finishElement(node);
  });
  return (html) => purify.sanitize(html);
}
