import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { selectEmojisState, type PickedEmoji } from '../emojisSlice';
import { customEmojisRequested, recentEmojiUsed } from '../emojiIntents';
import { useUnicodeEmoji } from './localizedSet';
import { searchEmoji, type ShownEmoji } from './search';
import { useStickerPacks } from './stickers';
import { StickerPanel } from './StickerPanel';
import { Icon } from '../../../components/Icon/Icon';
import { FallbackImage } from '../../../components/FallbackImage/FallbackImage';
import { safeUrl } from '../../../schemas/urls';
import { cellFor } from './gridKeys';
import './EmojiPicker.css';

export const SEARCH_DEBOUNCE_MS = 500;

export interface EmojiPickerProps {
  onPick: (emoji: PickedEmoji) => void;
  /** Given only by composers (a reaction cannot be a sticker): the Stickers tab shows when packs exist. */
  onSticker?: (file: File) => void;
  /** Unicode emoji only: a reaction on a server without custom emoji reactions (capabilities.customEmojiReactions) */
  unicodeOnly?: boolean;
}

interface Group {
  key: string;
  /** a message id, or the tag itself for custom groups */
  title: { id: string } | { text: string };
  emojis: ShownEmoji[];
}

/**
 * A custom emoji's picture: its address checked (a recent one comes back from storage unchecked), and its
 * :shortcode: in a small box when it cannot be shown.
 */
function EmojiImage({ emoji, loading }: { emoji: PickedEmoji; loading?: 'lazy' }) {
  return (
    <FallbackImage
      src={safeUrl(emoji.url)}
      alt=""
      loading={loading}
      fallback={<span className="emoji-picker-missing">:{emoji.name}:</span>}
    />
  );
}

const keyOf = (e: PickedEmoji) => `${e.url ? 'c' : 'u'}-${e.name}`;

/** What a pick hands out and the recent list keeps: no label or search words. */
const picked = (e: ShownEmoji): PickedEmoji => (e.url ? { name: e.name, url: e.url } : { name: e.name, native: e.native });

interface EmojiButtonProps {
  emoji: ShownEmoji;
  onPick: (e: ShownEmoji) => void;
  /** the one cell of the picker that Tab reaches (roving tabindex) */
  tabbable: boolean;
  /** group/emoji: which cell this is */
  cell: string;
}

function EmojiButton({ emoji, onPick, tabbable, cell }: EmojiButtonProps) {
  const label = emoji.url ? `:${emoji.name}:` : (emoji.label ?? emoji.name.replace(/_/g, ' '));
  return (
    <button
      type="button"
      className="emoji-picker-cell"
      title={label}
      aria-label={label}
      tabIndex={tabbable ? 0 : -1}
      data-cell={cell}
      onClick={() => onPick(emoji)}
    >
      {emoji.url ? <EmojiImage emoji={emoji} loading="lazy" /> : emoji.native}
    </button>
  );
}

/** The shared picker (reactions, composer): groups recent, unicode, then custom emoji by their first tag; a search. */
export function EmojiPicker({ onPick, onSticker, unicodeOnly = false }: EmojiPickerProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const recent = useAppSelector((s) => selectEmojisState(s).recent);
  const custom = useAppSelector((s) => selectEmojisState(s).custom);
  const customStatus = useAppSelector((s) => selectEmojisState(s).customStatus);
  const unicode = useUnicodeEmoji();
  const [input, setInput] = useState('');
  const [query, setQuery] = useState('');
  const groupRefs = useRef(new Map<string, HTMLElement>());
  const packs = useStickerPacks(onSticker !== undefined);
  const [view, setView] = useState<'emoji' | 'stickers'>('emoji');
  // a group tab chosen from the sticker view: scrolled to once the groups are drawn again
  const scrollTo = useRef<string | null>(null);
  const stickersShown = view === 'stickers' && packs.length > 0 && onSticker !== undefined;

  useEffect(() => {
    if (customStatus === 'idle' && !unicodeOnly) dispatch(customEmojisRequested());
  }, [customStatus, dispatch, unicodeOnly]);

  useEffect(() => {
    const id = setTimeout(() => setQuery(input), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(id);
  }, [input]);

  const groups = useMemo((): Group[] => {
    const byTag = new Map<string, PickedEmoji[]>();
    for (const e of unicodeOnly ? [] : custom) {
      const tag = e.tags[0] ?? '';
      const list = byTag.get(tag) ?? [];
      list.push({ name: e.name, url: e.url });
      byTag.set(tag, list);
    }
    const out: Group[] = [];
    // recent unicode emoji take their names in the interface language from the set
    const byNative = new Map(unicode.map((e) => [e.native.replace(/\uFE0F/g, ''), e]));
    const usable = (unicodeOnly ? recent.filter((e) => !e.url) : recent).map((e): ShownEmoji => {
      const known = e.native === undefined ? undefined : byNative.get(e.native.replace(/\uFE0F/g, ''));
      return known ? { ...e, label: known.label, terms: known.terms } : e;
    });
    if (usable.length > 0) out.push({ key: 'recent', title: { id: 'emoji.recent' }, emojis: usable });
    out.push({ key: 'unicode', title: { id: 'emoji.unicode' }, emojis: unicode });
    for (const [tag, emojis] of byTag) {
      out.push({ key: `custom-${tag}`, title: tag ? { text: tag } : { id: 'emoji.custom' }, emojis });
    }
    return out;
  }, [recent, custom, unicode, unicodeOnly]);

  useEffect(() => {
    if (stickersShown || !scrollTo.current) return;
    groupRefs.current.get(scrollTo.current)?.scrollIntoView({ block: 'start' });
    scrollTo.current = null;
  }, [stickersShown]);

  const showGroup = (key: string) => {
    if (!stickersShown) {
      groupRefs.current.get(key)?.scrollIntoView({ block: 'start' });
      return;
    }
    scrollTo.current = key;
    setView('emoji');
  };

  // Custom emoji come first among the results: a search waits for the server's list, so its cells do not
  // move under the pointer when the list arrives after them.
  const searching = query.trim() !== '';
  const customSettled = unicodeOnly || customStatus === 'loaded' || customStatus === 'failed';
  const results = useMemo(() => {
    if (!searching || !customSettled) return null;
    const all = groups.filter((g) => g.key !== 'recent').flatMap((g) => g.emojis);
    return searchEmoji(all, query);
  }, [groups, query, searching, customSettled]);

  const pick = (shown: ShownEmoji) => {
    const emoji = picked(shown);
    dispatch(recentEmojiUsed(emoji));
    onPick(emoji);
  };
  const titleOf = (g: Group) => ('id' in g.title ? intl.formatMessage({ id: g.title.id }) : g.title.text);

  // One Tab stop for every emoji: the cell last moved to, else the first shown (gridKeys.ts moves between them).
  // A cell is named by its group too: an emoji shows in recent and in its own group.
  const bodyRef = useRef<HTMLDivElement>(null);
  const [activeCell, setActiveCell] = useState<string | null>(null);
  const shownCells = results
    ? results.map((e) => `results/${keyOf(e)}`)
    : searching
      ? []
      : groups.flatMap((g) => g.emojis.map((e) => `${g.key}/${keyOf(e)}`));
  const tabStop = activeCell !== null && shownCells.includes(activeCell) ? activeCell : (shownCells[0] ?? null);
  const cellButton = (e: ShownEmoji, group: string) => {
    const cell = `${group}/${keyOf(e)}`;
    return <EmojiButton key={cell} cell={cell} emoji={e} onPick={pick} tabbable={cell === tabStop} />;
  };
  const onGridKey = (e: KeyboardEvent<HTMLDivElement>) => {
    if (!(e.target instanceof HTMLElement) || !bodyRef.current || !e.target.matches('.emoji-picker-cell')) return;
    const next = cellFor(e.key, e.target, bodyRef.current);
    if (!next) return;
    e.preventDefault();
    setActiveCell(next.dataset.cell ?? null);
    next.focus();
  };
  const enterGrid = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'ArrowDown') return;
    const cell = bodyRef.current?.querySelector<HTMLElement>('.emoji-picker-cell[tabindex="0"]');
    if (!cell) return;
    e.preventDefault();
    cell.focus();
  };

  return (
    <div className="emoji-picker">
      <input
        type="search"
        className="emoji-picker-search"
        value={input}
        onChange={(e) => setInput(e.target.value)}
        placeholder={intl.formatMessage({ id: 'emoji.search' })}
        aria-label={intl.formatMessage({ id: 'emoji.search' })}
        onKeyDown={enterGrid}
        // the picker is a popup the reader has just opened: its search takes the focus, as a menu's first item would
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus
      />
      {!searching && (
        <div className="emoji-picker-tabs" role="toolbar">
          {groups.map((g) => (
            <button key={g.key} type="button" className="emoji-picker-tab" title={titleOf(g)} onClick={() => showGroup(g.key)}>
              {g.emojis[0]?.url ? <EmojiImage emoji={g.emojis[0]} /> : (g.emojis[0]?.native ?? '?')}
            </button>
          ))}
          {onSticker && packs.length > 0 && (
            <button
              type="button"
              className={stickersShown ? 'emoji-picker-tab is-active' : 'emoji-picker-tab'}
              title={intl.formatMessage({ id: 'emoji.stickers' })}
              aria-label={intl.formatMessage({ id: 'emoji.stickers' })}
              aria-pressed={stickersShown}
              onClick={() => setView(stickersShown ? 'emoji' : 'stickers')}
            >
              <Icon name="star" size={18} />
            </button>
          )}
        </div>
      )}
      {/* the arrows' handler sits on the body: its cells are buttons, the focusable part of the grid */}
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions */}
      <div className="emoji-picker-body" ref={bodyRef} onKeyDown={onGridKey}>
        {searching && !results ? (
          <p className="emoji-picker-empty" role="status">
            <FormattedMessage id="general.loading" />
          </p>
        ) : results ? (
          results.length === 0 ? (
            <p className="emoji-picker-empty">
              <FormattedMessage id="emoji.no_results" />
            </p>
          ) : (
            <div className="emoji-picker-grid" aria-label={intl.formatMessage({ id: 'emoji.results' })} role="group">
              {results.map((e) => cellButton(e, 'results'))}
            </div>
          )
        ) : stickersShown && onSticker ? (
          <StickerPanel packs={packs} onSticker={onSticker} />
        ) : (
          groups.map((g) => (
            <section
              key={g.key}
              aria-label={titleOf(g)}
              ref={(el) => {
                if (el) groupRefs.current.set(g.key, el);
                else groupRefs.current.delete(g.key);
              }}
            >
              <h4 className="emoji-picker-group-title">{titleOf(g)}</h4>
              <div className="emoji-picker-grid">{g.emojis.map((e) => cellButton(e, g.key))}</div>
            </section>
          ))
        )}
      </div>
    </div>
  );
}
