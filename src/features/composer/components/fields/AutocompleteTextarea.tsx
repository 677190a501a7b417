import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { CSSProperties, KeyboardEvent, Ref, TextareaHTMLAttributes } from 'react';
import { createPortal } from 'react-dom';
import { useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../../store/hooks';
import { selectApiConfig } from '../../../../selectors/instance';
import { customEmojisRequested } from '../../../emoji/emojiIntents';
import { selectEmojisState } from '../../../emoji/emojisSlice';
import { UNICODE_EMOJI, type UnicodeEmoji } from '../../../emoji/components/unicodeEmoji';
import { loadUnicodeEmoji } from '../../../emoji/components/unicodeSet';
import {
  BLUR_DELAY_MS,
  MAX_SUGGESTIONS,
  SEARCH_DELAY_MS,
  emojiReplacement,
  matchUsers,
  replaceWord,
  suggestEmoji,
  tagReplacement,
  triggerAt,
  suggestMfm,
  mfmReplacement,
  userReplacement,
  userSearchWanted,
  type EmojiCandidate,
  type Trigger,
  type UserCandidate,
} from '../../lib/autocomplete';
import { EmojiText } from '../../../../components/EmojiText/EmojiText';
import { searchAccounts, searchHashtags } from './lookups';
import { selectKnownUsers } from '../../composerSelectors';
import { FallbackImage } from '../../../../components/FallbackImage/FallbackImage';
import { safeUrl } from '../../../../schemas/urls';
import './AutocompleteTextarea.css';

export interface AutocompleteTextareaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value' | 'onChange'> {
  value: string;
  onValueChange: (value: string) => void;
  /** Told whenever the suggestion list opens or closes: the form blocks submitting while it is open. */
  onEmojiInputOpen?: (open: boolean) => void;
  /** a Misskey-markdown post: '$' suggests MFM functions */
  mfm?: boolean;
  /** a prop of its own, not `ref`: a component's `ref` is not a prop under every React-compatible renderer */
  textareaRef?: Ref<HTMLTextAreaElement>;
}

interface Suggestion {
  key: string;
  label: string;
  detail?: { text: string; emojis?: UserCandidate['emojis'] };
  imageUrl?: string;
  native?: string;
  replacement: string;
  /** where the caret lands, counted back from the replacement's end */
  caretBack?: number;
}

type Remote = { kind: 'user'; query: string; items: UserCandidate[] } | { kind: 'tag'; query: string; items: string[] };

const emojiSuggestion = (e: EmojiCandidate): Suggestion => ({
  key: `emoji:${e.name}`,
  label: `:${e.name}:`,
  imageUrl: e.imageUrl,
  native: e.native,
  replacement: emojiReplacement(e),
});

const userSuggestion = (u: UserCandidate): Suggestion => ({
  key: `user:${u.id}`,
  label: `@${u.acct}`,
  detail: { text: u.displayName, emojis: u.emojis },
  imageUrl: u.avatar || undefined,
  replacement: userReplacement(u),
});

/**
 * A text area that suggests @users, :emoji: and #tags for the word at the caret: at most 5, arrow keys move,
 * Enter or Tab pick, Escape closes; the list closes 200 ms after the field loses focus.
 */
export function AutocompleteTextarea({
  value,
  onValueChange,
  onEmojiInputOpen,
  mfm = false,
  textareaRef,
  onKeyDown,
  onBlur,
  onFocus,
  onSelect,
  ...rest
}: AutocompleteTextareaProps) {
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const knownUsers = useAppSelector(selectKnownUsers);
  const apiConfig = useAppSelector(selectApiConfig);
  const custom = useAppSelector((s) => selectEmojisState(s).custom);
  const customStatus = useAppSelector((s) => selectEmojisState(s).customStatus);
  const listId = useId();
  const inner = useRef<HTMLTextAreaElement | null>(null);
  const pendingCaret = useRef<number | null>(null);
  const blurTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [caret, setCaret] = useState(value.length);
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState<string | null>(null);
  const [remote, setRemote] = useState<Remote | null>(null);
  const [active, setActive] = useState(0);

  const setRefs = useCallback(
    (node: HTMLTextAreaElement | null) => {
      inner.current = node;
      if (typeof textareaRef === 'function') textareaRef(node);
      else if (textareaRef) textareaRef.current = node;
    },
    [textareaRef],
  );

  const trigger: Trigger | null = useMemo(() => triggerAt(value, caret, { mfm }), [value, caret, mfm]);
  const triggerKey = trigger ? `${trigger.kind}:${trigger.start}:${trigger.word}` : null;

  // The picker's data: custom emoji from the store, the unicode set (built-in at once, the full file once loaded).
  const [unicode, setUnicode] = useState<UnicodeEmoji[]>(UNICODE_EMOJI);
  const wantsEmoji = trigger?.kind === 'emoji';
  useEffect(() => {
    if (wantsEmoji && customStatus === 'idle') dispatch(customEmojisRequested());
  }, [wantsEmoji, customStatus, dispatch]);
  useEffect(() => {
    if (!wantsEmoji) return undefined;
    let live = true;
    void loadUnicodeEmoji(apiConfig).then((full) => {
      if (live && full) setUnicode(full);
    });
    return () => {
      live = false;
    };
  }, [wantsEmoji, apiConfig]);

  // Server lookups go out 300 ms after typing stops; a newer word cancels the older request.
  const lookupKind =
    trigger?.kind === 'user' && userSearchWanted(trigger.query) ? 'user' : trigger?.kind === 'tag' ? 'tag' : null;
  const lookupQuery = trigger?.query ?? '';
  useEffect(() => {
    if (!lookupKind) return undefined;
    const abort = new AbortController();
    const timer = setTimeout(() => {
      const done = (r: Remote) => {
        if (!abort.signal.aborted) setRemote(r);
      };
      if (lookupKind === 'user') {
        searchAccounts(apiConfig, lookupQuery, abort.signal).then(
          (items) => done({ kind: 'user', query: lookupQuery, items }),
          () => done({ kind: 'user', query: lookupQuery, items: [] }),
        );
      } else {
        searchHashtags(apiConfig, lookupQuery, abort.signal).then(
          (items) => done({ kind: 'tag', query: lookupQuery, items }),
          () => done({ kind: 'tag', query: lookupQuery, items: [] }),
        );
      }
    }, SEARCH_DELAY_MS);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [lookupKind, lookupQuery, apiConfig]);

  const suggestions = useMemo((): Suggestion[] => {
    if (!trigger) return [];
    if (trigger.kind === 'emoji') {
      const all: EmojiCandidate[] = [
        ...custom.map((e) => ({ name: e.name, imageUrl: e.url })),
        ...unicode.map((e) => ({ name: e.name, native: e.native })),
      ];
      return suggestEmoji(all, trigger.query).map(emojiSuggestion);
    }
    if (trigger.kind === 'mfm')
      return suggestMfm(trigger.query).map((name) => {
        const { text, caretBack } = mfmReplacement(name);
        return { key: `mfm:${name}`, label: `$[${name}]`, replacement: text, caretBack };
      });
    if (trigger.kind === 'user') {
      if (!userSearchWanted(trigger.query)) return matchUsers(knownUsers, trigger.query).map(userSuggestion);
      if (remote?.kind !== 'user' || remote.query !== trigger.query) return [];
      return matchUsers(remote.items, trigger.query).map(userSuggestion);
    }
    if (remote?.kind !== 'tag' || remote.query !== trigger.query) return [];
    return remote.items
      .slice(0, MAX_SUGGESTIONS)
      .map((name) => ({ key: `tag:${name}`, label: `#${name}`, replacement: tagReplacement(name) }));
  }, [trigger, custom, unicode, remote, knownUsers]);

  const open = focused && suggestions.length > 0 && dismissed !== triggerKey;

  useEffect(() => setActive(0), [triggerKey, suggestions.length]);

  const reportOpen = useRef(onEmojiInputOpen);
  reportOpen.current = onEmojiInputOpen;
  useEffect(() => {
    reportOpen.current?.(open);
  }, [open]);
  useEffect(() => () => reportOpen.current?.(false), []);
  useEffect(() => () => clearTimeout(blurTimer.current), []);

  // The list is portalled and fixed under the text area (above it when there is no room): cards paint-contain
  // their content, so a list inside an inline composer would be cut at the card's edge.
  const listRef = useRef<HTMLUListElement>(null);
  const [placement, setPlacement] = useState<CSSProperties>({ visibility: 'hidden' });
  useLayoutEffect(() => {
    if (!open) return undefined;
    const place = () => {
      const anchor = inner.current;
      const list = listRef.current;
      if (!anchor || !list) return;
      const r = anchor.getBoundingClientRect();
      const height = list.offsetHeight;
      const below = r.bottom + 2;
      const top = below + height <= window.innerHeight - 4 || r.top - height - 2 < 4 ? below : r.top - height - 2;
      setPlacement({ left: r.left, top, width: r.width });
    };
    place();
    window.addEventListener('scroll', place, true);
    window.addEventListener('resize', place);
    return () => {
      window.removeEventListener('scroll', place, true);
      window.removeEventListener('resize', place);
    };
  }, [open, suggestions.length]);

  // After a pick the caret goes right after the inserted text, once React has written the new value.
  useLayoutEffect(() => {
    const at = pendingCaret.current;
    if (at === null || !inner.current) return;
    pendingCaret.current = null;
    inner.current.setSelectionRange(at, at);
    setCaret(at);
  }, [value]);

  const pick = (s: Suggestion) => {
    if (!trigger) return;
    const next = replaceWord(value, trigger, s.replacement, s.caretBack);
    pendingCaret.current = next.caret;
    onValueChange(next.text);
    inner.current?.focus();
  };

  const readCaret = () => {
    if (inner.current) setCaret(inner.current.selectionStart);
  };

  const handleKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (open && !e.nativeEvent.isComposing) {
      if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
        e.preventDefault();
        const step = e.key === 'ArrowDown' ? 1 : -1;
        setActive((i) => (i + step + suggestions.length) % suggestions.length);
        return;
      }
      if (e.key === 'Enter' || e.key === 'Tab') {
        e.preventDefault();
        const chosen = suggestions[Math.min(active, suggestions.length - 1)];
        if (chosen) pick(chosen);
        return;
      }
      if (e.key === 'Escape') {
        // Closing the list must not also close the modal around the form.
        e.preventDefault();
        e.stopPropagation();
        setDismissed(triggerKey);
        return;
      }
    }
    onKeyDown?.(e);
  };

  return (
    <div className="autocomplete">
      <textarea
        // what is typed takes its own direction (Arabic in an English interface, and back)
        dir="auto"
        {...rest}
        ref={setRefs}
        value={value}
        // a textarea keeps its textbox role (HTML allows no other); these tell readers about the list
        aria-autocomplete="list"
        aria-controls={open ? listId : undefined}
        aria-activedescendant={open ? `${listId}-${active}` : undefined}
        onChange={(e) => {
          setCaret(e.target.selectionStart);
          setDismissed(null);
          onValueChange(e.target.value);
        }}
        onKeyDown={handleKeyDown}
        onKeyUp={readCaret}
        onClick={readCaret}
        onSelect={(e) => {
          readCaret();
          onSelect?.(e);
        }}
        onFocus={(e) => {
          clearTimeout(blurTimer.current);
          setFocused(true);
          onFocus?.(e);
        }}
        onBlur={(e) => {
          clearTimeout(blurTimer.current);
          blurTimer.current = setTimeout(() => setFocused(false), BLUR_DELAY_MS);
          onBlur?.(e);
        }}
      />
      {open &&
        createPortal(
          <ul
            className="autocomplete-list"
            role="listbox"
            id={listId}
            ref={listRef}
            style={placement}
            aria-label={intl.formatMessage({ id: 'post_status.suggestions' })}
          >
            {suggestions.map((s, i) => (
              // the keyboard picks in the text area (the combobox pattern: arrows, Enter and Tab there)
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events
              <li
                key={s.key}
                id={`${listId}-${i}`}
                role="option"
                aria-selected={i === active}
                className={i === active ? 'autocomplete-item active' : 'autocomplete-item'}
                // mousedown keeps the focus in the text area, so picking does not close the list first
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => pick(s)}
              >
                <span className="autocomplete-image" aria-hidden="true">
                  {/* server answers (search results) are not checked elsewhere; a picture that fails leaves the label */}
                  {s.imageUrl ? <FallbackImage src={safeUrl(s.imageUrl)} alt="" fallback={s.native ?? null} /> : s.native}
                </span>
                <span className="autocomplete-label">{s.label}</span>
                {s.detail && (
                  <span className="autocomplete-detail">
                    <EmojiText text={s.detail.text} emojis={s.detail.emojis} />
                  </span>
                )}
              </li>
            ))}
          </ul>,
          // inside a modal dialog the list stays in it: the page outside is inert, and readers keep to the dialog
          inner.current?.closest<HTMLElement>('dialog[open], [role="dialog"]') ?? document.body,
        )}
    </div>
  );
}
