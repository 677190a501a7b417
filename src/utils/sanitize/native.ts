// The native backend: the browser's HTML Sanitizer API parses (Document.parseHTML, which always removes scripts,
// event handlers and javascript: URLs, whatever the configuration), then our allowlist is enforced in one walk,
// the same rules DOMPurify enforces in the other backend (./purify.ts), and the shared post-pass (./rules.ts).
import { ALLOWED_ATTR, ALLOWED_TAGS, FORBID_CONTENTS, finishElement } from './rules';

/** `Document.parseHTML` bound to the configuration we use. */
export type ParseHtml = (html: string) => Document;

const HTML_NAMESPACE = 'http://www.w3.org/1999/xhtml';
const ELEMENT_NODE = 1;
const TEXT_NODE = 3;

/**
 * The browser sanitizer's configuration: no element removed beyond its built-in safe baseline, so an element the
 * browser does not know (<center>, <x-quote>) keeps its text here as in DOMPurify, and our walk then unwraps or
 * removes it (a narrower native element list would drop such elements with their content). Attributes are our
 * allowlist already: besides being the rule, this keeps every on… attribute from the baseline's own removal, which in
 * Chromium 156 crashes the renderer for two dozen handler names (onstart, onvisibilitychange, onbeforematch, …) when
 * the configuration would otherwise keep them.
 */
const NATIVE_CONFIG = { removeElements: [], attributes: [...ALLOWED_ATTR], dataAttributes: false };

/**
 * What the browser must do with this probe before we rely on it: drop the script and the javascript: link, and keep
 * an unknown element with its text (which the walk then unwraps, as DOMPurify does). No event handler in it: Chrome
 * reports one met in an inert parse as a CSP violation, and this probe runs on every start.
 */
const PROBE = '<p>a<x-y>b</x-y><a href="javascript:void 0">c</a><script>d()</script></p>';

interface NativeScope {
  Document?: { parseHTML?: unknown };
  Sanitizer?: unknown;
}

/**
 * The browser's safe parser, or null where it is missing or not the shape and behaviour we rely on: a `setHTML`
 * or a `Sanitizer` alone, an older draft of the API (no `Document.parseHTML`, or one refusing this configuration),
 * or one that keeps what the probe says it must remove. Never throws.
 */
export function detectNativeParser(scope: NativeScope = globalThis as NativeScope): ParseHtml | null {
  try {
    const owner = scope.Document;
    const parseHTML = owner?.parseHTML;
    if (typeof parseHTML !== 'function' || typeof scope.Sanitizer !== 'function') return null;
    const parse: ParseHtml = (html) => parseHTML.call(owner, html, { sanitizer: NATIVE_CONFIG }) as Document;
    const doc = parse(PROBE);
    const body = bodyOf(doc);
    if (!body) return null;
    const [p, unknown, a] = [
      body.getElementsByTagName('p')[0],
      body.getElementsByTagName('x-y')[0],
      body.getElementsByTagName('a')[0],
    ];
    const safe =
      body.getElementsByTagName('script').length === 0 && p !== undefined && a?.textContent === 'c' && !a.hasAttribute('href');
    return safe && unknown?.textContent === 'b' ? parse : null;
  } catch {
    return null;
  }
}

/** The parsed document's <body>, as DOMPurify takes it: none when the markup made a frameset instead. */
function bodyOf(doc: Document | null | undefined): Element | null {
  if (!doc || doc.nodeType !== 9 || typeof doc.getElementsByTagName !== 'function') return null;
  return doc.getElementsByTagName('body')[0] ?? null;
}

const ALLOWED = new Set(ALLOWED_TAGS);
const WHOLE = new Set(FORBID_CONTENTS);
/** Markup in text: DOMPurify removes a leaf element whose text serializes as markup (raw-text elements, mXSS). */
const MARKUP = /<[/\w!]/;

type Verdict = 'keep' | 'unwrap' | 'remove';

/** DOMPurify's decision for one element under our configuration (KEEP_CONTENT, FORBID_CONTENTS, the allowlist). */
function verdict(el: Element): Verdict {
  // SVG and MathML never: their elements only exist inside <svg> or <math>, which go whole anyway
  if (el.namespaceURI !== HTML_NAMESPACE) return 'remove';
  if (el.hasChildNodes() && !el.firstElementChild && MARKUP.test(el.textContent ?? '') && MARKUP.test(el.innerHTML))
    return 'remove';
  const tag = el.localName;
  if (ALLOWED.has(tag)) return 'keep';
  return WHOLE.has(tag) ? 'remove' : 'unwrap';
}

/** The node after `node` in document order, outside `node`'s own subtree, within `root`. */
function nextOutside(node: Node, root: Node): Node | null {
  for (let at: Node | null = node; at && at !== root; at = at.parentNode) if (at.nextSibling) return at.nextSibling;
  return null;
}

/**
 * Enforces the allowlist on everything under `root`, in document order: an allowed element keeps its place and
 * goes through the post-pass, an element of FORBID_CONTENTS goes with its content, any other element gives way to
 * its children (which are then judged in turn), text stays, anything else (comments) goes. Template contents and
 * shadow roots are never serialized by innerHTML, and <template> goes whole.
 */
function enforceAllowlist(root: Element): void {
  let node: Node | null = root.firstChild;
  while (node) {
    const after = nextOutside(node, root);
    if (node.nodeType === ELEMENT_NODE) {
      const el = node as Element;
      const decision = verdict(el);
      if (decision === 'keep') {
        node = finishElement(el) ? (el.firstChild ?? after) : after;
      } else if (decision === 'unwrap' && el.parentNode) {
        const first = el.firstChild;
        while (el.firstChild) el.parentNode.insertBefore(el.firstChild, el);
        el.remove();
        node = first ?? after;
      } else {
        el.remove();
        node = after;
      }
    } else {
      if (node.nodeType !== TEXT_NODE) node.parentNode?.removeChild(node);
      node = after;
    }
  }
}

const LEADING_WHITESPACE = /^[\r\n\t ]+/;

/** Post HTML through the native backend. */
export function sanitizeNatively(html: string, parse: ParseHtml): string {
  const doc = parse(html);
  const body = bodyOf(doc);
  if (!body) return '';
  // the parser drops white space before the first tag; DOMPurify puts it back, and so do we
  const leading = LEADING_WHITESPACE.exec(html)?.[0];
  if (leading) body.insertBefore(doc.createTextNode(leading), body.firstChild);
  enforceAllowlist(body);
  return body.innerHTML;
}
