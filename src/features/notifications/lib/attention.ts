// The page title's "(N)" and the favicon badge (spec 001 §9): plain DOM, driven by sagas/notificationsAttention.ts.
import { loadImage } from '../../../utils/loadImage';

/** Favicon canvas size (spec 001 §9). */
export const FAVICON_SIZE = 128;
const BADGE_RADIUS = 26;
const BADGE_COLOR = '#d91e18';

const COUNT_PREFIX = /^\((\d+|!)\) /;

/** The title without our prefix. */
export const titleBase = (title: string): string => title.replace(COUNT_PREFIX, '');

/** "(N) title", "(!) title" when the count is hidden, or the bare title when nothing is unseen. */
export function titleWithCount(title: string, count: number, hideCount: boolean): string {
  const base = titleBase(title);
  if (count <= 0) return base;
  return `(${hideCount ? '!' : count}) ${base}`;
}

/** Sets the title's prefix; another part of the app may have changed the title since, so its base is kept. */
export function applyTitleCount(count: number, hideCount: boolean, doc: Document = document): void {
  const next = titleWithCount(doc.title, count, hideCount);
  if (next !== doc.title) doc.title = next;
}

function iconLink(doc: Document): HTMLLinkElement | null {
  return doc.querySelector<HTMLLinkElement>('link[rel~="icon"]');
}

/** The site favicon with a circle at its top right, as a data URL; null when the canvas is unavailable. */
export function drawBadgedIcon(image: CanvasImageSource | null, doc: Document = document): string | null {
  const canvas = doc.createElement('canvas');
  canvas.width = FAVICON_SIZE;
  canvas.height = FAVICON_SIZE;
  let ctx: CanvasRenderingContext2D | null = null;
  try {
    ctx = canvas.getContext('2d');
  } catch {
    return null;
  }
  if (!ctx) return null;
  if (image) {
    try {
      ctx.drawImage(image, 0, 0, FAVICON_SIZE, FAVICON_SIZE);
    } catch {
      // an icon that cannot be drawn (broken image): the badge alone still says something is new
    }
  }
  ctx.beginPath();
  ctx.arc(FAVICON_SIZE - BADGE_RADIUS - 2, BADGE_RADIUS + 2, BADGE_RADIUS, 0, 2 * Math.PI);
  ctx.fillStyle = BADGE_COLOR;
  ctx.fill();
  try {
    return canvas.toDataURL('image/png');
  } catch {
    return null; // a cross-origin icon taints the canvas
  }
}

/** The site's icon, asked with CORS: the canvas it is badged on must stay readable. */
export const loadIcon = (src: string) => loadImage(src, { crossOrigin: true });

/**
 * Keeps the favicon badged while `on`: remembers the site's own icon (even if the app changes it later)
 * and restores it when nothing is unseen.
 */
export class FaviconBadge {
  private original: string | null = null;
  /** the site icon's type attribute (an SVG icon's type would make browsers ignore a PNG badge) */
  private originalType: string | null = null;
  private badged: string | null = null;
  private badgedFrom: string | null = null;

  constructor(
    private readonly load: (src: string) => Promise<CanvasImageSource | null> = loadIcon,
    private readonly doc: Document = document,
  ) {}

  async set(on: boolean): Promise<void> {
    const link = iconLink(this.doc);
    if (!link) return;
    const current = link.getAttribute('href') ?? '';
    // Someone else set a new icon: that is the site icon from now on.
    if (current !== this.badged) {
      this.original = current;
      this.originalType = link.getAttribute('type');
    }
    if (!on) {
      if (this.original !== null && current !== this.original) {
        link.setAttribute('href', this.original);
        if (this.originalType === null) link.removeAttribute('type');
        else link.setAttribute('type', this.originalType);
      }
      return;
    }
    if (current === this.badged && this.badged !== null) return;
    const from = this.original ?? '';
    if (this.badged === null || this.badgedFrom !== from) {
      const image = from ? await this.load(from) : null;
      const url = drawBadgedIcon(image, this.doc);
      if (!url) return;
      this.badged = url;
      this.badgedFrom = from;
    }
    // The icon may have been swapped while the image loaded: badge the latest only.
    if ((link.getAttribute('href') ?? '') === from) {
      link.setAttribute('type', 'image/png');
      link.setAttribute('href', this.badged);
    }
  }
}
