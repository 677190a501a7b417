import type { Card } from '../../api/types';
import { FallbackImage } from '../FallbackImage/FallbackImage';

const SAFE_URL = /^https?:\/\//i;

/** host of the link, shown when the server gave no provider name */
function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return '';
  }
}

/** The link preview (status.card): opens the link in a new window, never passing this page as referrer. */
export function StatusLinkCard({ card }: { card: Card }) {
  if (!SAFE_URL.test(card.url)) return null;
  const image = card.image && SAFE_URL.test(card.image) ? card.image : null;
  const provider = card.provider_name || hostOf(card.url);
  return (
    <a className="status-card" href={card.url} target="_blank" rel="noopener noreferrer nofollow">
      {/* an image that fails to load leaves the card as one without an image */}
      <FallbackImage className="status-card-image" src={image} alt="" loading="lazy" referrerPolicy="no-referrer" />
      <span className="status-card-text">
        {provider && <span className="status-card-provider">{provider}</span>}
        <strong className="status-card-title">{card.title || card.url}</strong>
        {card.description && <span className="status-card-description">{card.description}</span>}
      </span>
    </a>
  );
}
