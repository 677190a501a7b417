import { useEffect, useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import { createPortal } from 'react-dom';
import type { PickedEmoji } from '../recentEmojisSlice';
import { EmojiPicker } from './EmojiPicker';

export interface EmojiPickerPopoverProps {
  onPick(emoji: PickedEmoji): void;
  onClose(): void;
  /** composers only: a chosen sticker's image, to attach (see EmojiPicker) */
  onSticker?(file: File): void;
  /** the button that opened it: the popover sits under it, kept inside the window */
  anchor?: HTMLElement | null;
}

const MARGIN = 8;

/** Where the popover goes: under the anchor (above when there is no room), clamped to the viewport. */
function placeNear(anchor: HTMLElement | null | undefined, el: HTMLElement): CSSProperties {
  const width = el.offsetWidth;
  const height = el.offsetHeight;
  if (!anchor) return { left: Math.max(MARGIN, (innerWidth - width) / 2), top: Math.max(MARGIN, (innerHeight - height) / 2) };
  const r = anchor.getBoundingClientRect();
  const left = Math.min(Math.max(MARGIN, r.left), innerWidth - width - MARGIN);
  const below = r.bottom + 4;
  const top = below + height <= innerHeight - MARGIN ? below : Math.max(MARGIN, r.top - height - 4);
  return { left, top };
}

/**
 * The picker in a popover: closes on Escape, on a click outside, and after a pick. It is portalled to the body
 * so no card or column clips it or sits above it.
 */
export default function EmojiPickerPopover({ onPick, onClose, onSticker, anchor }: EmojiPickerPopoverProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [position, setPosition] = useState<CSSProperties>({ visibility: 'hidden' });
  useLayoutEffect(() => {
    if (ref.current) setPosition(placeNear(anchor, ref.current));
  }, [anchor]);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
    };
    const onDown = (e: MouseEvent) => {
      const target = e.target instanceof Node ? e.target : null;
      if (!target || ref.current?.contains(target) || anchor?.contains(target)) return;
      onClose();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onDown);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onDown);
    };
  }, [onClose, anchor]);
  return createPortal(
    <div className="emoji-picker-popover" ref={ref} role="dialog" aria-modal="false" style={position}>
      <EmojiPicker
        onPick={(emoji) => {
          onPick(emoji);
          onClose();
        }}
        onSticker={
          onSticker &&
          ((file) => {
            onSticker(file);
            onClose();
          })
        }
      />
    </div>,
    document.body,
  );
}
