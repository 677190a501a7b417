import { memo } from 'react';
import type { CustomEmoji } from '../../api/types';
import { splitEmoji } from '../../utils/emoji';

/** Plain text with custom emoji as images: built as React nodes, never as HTML. */
export const EmojiText = memo(function EmojiText({ text, emojis }: { text: string; emojis?: readonly CustomEmoji[] }) {
  return (
    <>
      {splitEmoji(text, emojis).map((part, i) =>
        'url' in part ? (
          <img key={i} className="emoji" src={part.url} alt={`:${part.shortcode}:`} title={`:${part.shortcode}:`} />
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </>
  );
});
