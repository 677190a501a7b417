import { useState } from 'react';
import { useIntl } from 'react-intl';
import { EmojiPickerPopover, type PickedEmoji } from '../../features/emoji/components/index';
import { AskedPiece } from '../ErrorBoundary/ErrorBoundary';

/** '+', and the emoji picker it opens under itself (a lazy chunk): a post's reactions, an announcement's. */
export function AddReactionButton({
  className,
  disabled,
  unicodeOnly,
  onPick,
}: {
  className: string;
  disabled?: boolean;
  /** a post's reaction on a server without custom emoji reactions */
  unicodeOnly?: boolean;
  onPick: (emoji: PickedEmoji) => void;
}) {
  const label = useIntl().formatMessage({ id: 'reactions.add' });
  const [picking, setPicking] = useState(false);
  // state, not a ref: the popover is placed from it during render
  const [button, setButton] = useState<HTMLButtonElement | null>(null);
  return (
    <>
      <button
        type="button"
        className={className}
        aria-label={label}
        title={label}
        aria-expanded={picking}
        disabled={disabled}
        ref={setButton}
        onClick={() => setPicking(!picking)}
      >
        +
      </button>
      {picking && (
        <AskedPiece onClose={() => setPicking(false)}>
          <EmojiPickerPopover anchor={button} unicodeOnly={unicodeOnly} onPick={onPick} onClose={() => setPicking(false)} />
        </AskedPiece>
      )}
    </>
  );
}
