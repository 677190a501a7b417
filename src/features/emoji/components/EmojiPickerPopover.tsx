import { useEffect, useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import { createPortal } from 'react-dom';
import type { PickedEmoji } from '../emojisSlice';
import { useDismiss } from '../../../components/Popover/Popover';
import { EmojiPicker } from './EmojiPicker';

export interface EmojiPickerPopoverProps {
  onPick: (emoji: PickedEmoji) => void;
  onClose: () => void;
  /** composers only: a chosen sticker's image, to attach (see EmojiPicker) */
  onSticker?: (file: File) => void;
  /** the button that opened it: the popover sits under it, kept inside the window */
  anchor?: HTMLElement | null;
  /** reactions on a server without custom emoji reactions */
  unicodeOnly?: boolean;
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
 * The picker in a popover: closes on Escape, on a click outside (the Popover's useDismiss), and after a pick. It is
 * portalled to the body so no card or column clips it or sits above it; opened from inside a modal dialog (a
 * composer in a Modal), into that dialog instead, since the page outside it is inert.
 */
export default function EmojiPickerPopover({ onPick, onClose, onSticker, anchor, unicodeOnly }: EmojiPickerPopoverProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [position, setPosition] = useState<CSSProperties>({ visibility: 'hidden' });
  useLayoutEffect(() => {
    if (ref.current) setPosition(placeNear(anchor, ref.current));
  }, [anchor]);
  // Focus goes in once it is placed (a hidden element takes no focus, so the search's autoFocus comes too early)
  useEffect(() => {
    const el = ref.current;
    if (position.visibility === 'hidden' || !el || el.contains(document.activeElement)) return;
    el.querySelector<HTMLElement>('.emoji-picker-search')?.focus();
  }, [position]);
  useDismiss({
    active: true,
    inside: () => [ref.current, anchor],
    onDismiss: (reason) => {
      // Escape gives the focus back to the button that opened it
      if (reason === 'escape') anchor?.focus();
      onClose();
    },
  });
  return createPortal(
    <div className="emoji-picker-popover" ref={ref} role="dialog" aria-modal="false" style={position}>
      <EmojiPicker
        unicodeOnly={unicodeOnly}
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
    anchor?.closest('dialog[open]') ?? document.body,
  );
}
