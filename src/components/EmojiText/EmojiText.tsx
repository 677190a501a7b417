import { memo } from 'react';
import type { CustomEmoji } from '../../api/types';
import { splitEmoji } from '../../utils/emoji';
import { FallbackImage } from '../FallbackImage/FallbackImage';

/**
 * Plain text with custom emoji as images (as their :shortcode: when the image fails): React nodes, never
 * HTML. In a <bdi>: a name or a subject keeps its own direction inside the interface's sentence (a
 * Hebrew name in 'liked your post', an English one in Arabic).
 */
export const EmojiText = memo(function EmojiText({ text, emojis }: { text: string; emojis?: readonly CustomEmoji[] }) {
  return (
    <bdi>
      {splitEmoji(text, emojis).map((part, i) => {
        if (!('url' in part)) return <span key={i}>{part.text}</span>;
        const code = `:${part.shortcode}:`;
        return <FallbackImage key={i} className="emoji" src={part.url} alt={code} title={code} fallback={<span>{code}</span>} />;
      })}
    </bdi>
  );
});
