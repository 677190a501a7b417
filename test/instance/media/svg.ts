// Small SVG images: avatars with an initial, headers, custom emoji and the logo.

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function avatarSvg(initial: string, colour: string, square: boolean): string {
  const shape = square
    ? `<rect width="96" height="96" rx="18" fill="${colour}"/>`
    : `<circle cx="48" cy="48" r="48" fill="${colour}"/>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">${shape}` +
    `<text x="48" y="63" font-family="sans-serif" font-size="46" font-weight="bold" fill="#fff" text-anchor="middle">` +
    `${escapeXml(initial.toUpperCase())}</text></svg>`
  );
}

export function headerSvg(colour: string): string {
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="1500" height="500" viewBox="0 0 1500 500">' +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colour}"/>` +
    '<stop offset="1" stop-color="#1e293b"/></linearGradient></defs><rect width="1500" height="500" fill="url(#g)"/>' +
    '<circle cx="1200" cy="120" r="180" fill="#ffffff" opacity="0.08"/><circle cx="300" cy="460" r="240" fill="#000" opacity="0.1"/></svg>'
  );
}

/** Emoji drawings keyed by shortcode; each is the inside of a 64×64 SVG. */
const EMOJI_BODIES: Record<string, string> = {
  blobcat:
    '<path d="M10 22 L18 6 L28 18 L36 18 L46 6 L54 22 Q62 40 50 54 Q32 64 14 54 Q2 40 10 22Z" fill="#fcc21b"/>' +
    '<circle cx="24" cy="34" r="4" fill="#2f2f2f"/><circle cx="40" cy="34" r="4" fill="#2f2f2f"/>' +
    '<path d="M28 44 Q32 48 36 44" stroke="#2f2f2f" stroke-width="2" fill="none"/>',
  blobfox:
    '<path d="M8 8 L24 20 L40 20 L56 8 L54 36 Q48 58 32 58 Q16 58 10 36Z" fill="#f08a24"/>' +
    '<path d="M20 42 Q32 58 44 42 Q32 50 20 42Z" fill="#fff"/><circle cx="23" cy="33" r="3.5" fill="#222"/>' +
    '<circle cx="41" cy="33" r="3.5" fill="#222"/><circle cx="32" cy="45" r="3" fill="#222"/>',
  akkoma:
    '<rect x="4" y="4" width="56" height="56" rx="12" fill="#593196"/>' +
    '<path d="M18 46 L32 14 L46 46 M24 34 L40 34" stroke="#fff" stroke-width="6" fill="none" stroke-linecap="round"/>',
  party:
    '<path d="M8 58 L22 14 L50 42Z" fill="#e8596e"/><circle cx="44" cy="12" r="4" fill="#4fc3f7"/>' +
    '<circle cx="54" cy="26" r="3" fill="#ffd54f"/><circle cx="34" cy="8" r="3" fill="#81c784"/>',
  verified:
    '<circle cx="32" cy="32" r="28" fill="#1d9bf0"/>' +
    '<path d="M18 33 L28 43 L46 23" stroke="#fff" stroke-width="7" fill="none" stroke-linecap="round"/>',
  heart_cat:
    '<path d="M32 56 L8 32 Q0 20 10 12 Q22 4 32 18 Q42 4 54 12 Q64 20 56 32Z" fill="#ef476f"/>' +
    '<path d="M20 14 L24 6 L28 14 M36 14 L40 6 L44 14" stroke="#ef476f" stroke-width="4" fill="none"/>',
  mitra:
    '<circle cx="32" cy="32" r="28" fill="#10b981"/><path d="M16 44 L16 22 L32 36 L48 22 L48 44" stroke="#fff" stroke-width="6" fill="none"/>',
  sloth:
    '<circle cx="32" cy="34" r="26" fill="#a0855b"/><ellipse cx="32" cy="36" rx="18" ry="14" fill="#e8d8b8"/>' +
    '<ellipse cx="24" cy="34" rx="6" ry="4" fill="#5a4632"/><ellipse cx="40" cy="34" rx="6" ry="4" fill="#5a4632"/>',
};

export const EMOJI_SHORTCODES = Object.keys(EMOJI_BODIES);

export function emojiSvg(shortcode: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">${EMOJI_BODIES[shortcode] ?? ''}</svg>`;
}

export function logoSvg(): string {
  return (
    // one colour, the letter cut out: the demo's config asks for a masked logo (logoMask), which paints the shape
    '<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128">' +
    '<path fill="#d8a070" fill-rule="evenodd" d="M28 0H100A28 28 0 0 1 128 28V100A28 28 0 0 1 100 128H28' +
    'A28 28 0 0 1 0 100V28A28 28 0 0 1 28 0Z M36 96 V44 Q36 32 48 32 H78 Q96 32 96 52 Q96 72 78 72 H56 V96Z"/></svg>'
  );
}
