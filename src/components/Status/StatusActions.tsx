import { useEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { FormattedMessage, useIntl } from 'react-intl';
import type { StatusView } from '../../selectors/statuses';
import { selectCapabilities } from '../../selectors/instance';
import { selectSettings } from '../../selectors/settings';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import {
  statusActionErrorDismissed,
  statusToggleRequested,
  type StatusToggle,
} from '../../features/interactions/statusActionsSlice';
import { composerRequested } from '../../features/composer/index';
import { useMessage } from '../../i18n/useMessage';
import { EmojiPickerPopover } from '../../features/emoji/components/index';
import { reactionToggled } from '../../features/interactions/reactionsSlice';
import { Icon, type IconName } from '../Icon/Icon';
import './StatusActions.css';
import { lazyRetrying } from '../../utils/retryImport';
import { withMessages } from '../../i18n/loadMessages';
import { AskedPiece } from '../ErrorBoundary/ErrorBoundary';
import { menuStartFor, type MenuStart } from '../Popover/menuStart';
import { PeopleCount } from './PeopleCount';
import type { PeopleKind } from '../../features/statusPeople/statusPeopleIntents';

// Menus and dialogs are not needed to draw a timeline. The menu and the translation's pieces name messages of the extra
// part (messageParts.ts), which they await beside their chunk.
const StatusMenu = lazyRetrying(
  withMessages(
    'extra',
    () => import(/* webpackChunkName: "status-menu" */ '../../features/interactions/components/StatusMenu/StatusMenu'),
  ),
);
// the translation language pickers, when translating asks for a choice
const TranslationPicker = lazyRetrying(
  withMessages(
    'extra',
    () => import(/* webpackChunkName: "translation-picker" */ '../../features/interactions/components/TranslationPicker'),
  ),
);
// a translation shows only after the reader asks for one: its chunk is the pickers' (one chunk, no new name to list)
const StatusTranslation = lazyRetrying(
  withMessages('extra', () =>
    import(/* webpackChunkName: "translation-picker" */ './StatusTranslation').then((m) => ({ default: m.StatusTranslation })),
  ),
);
const ConfirmDialog = lazyRetrying(() =>
  import(/* webpackChunkName: "dialogs" */ '../ConfirmDialog/ConfirmDialog').then((m) => ({ default: m.ConfirmDialog })),
);

/** Favourite and repeat animate this long after a click (spec 001 §4). */
export const ANIMATION_MS = 500;

const selectMe = (s: { auth: { me: string | null } }) => s.auth.me;

/** The action bar under a post: reply, quote, repeat, favourite, react, more; remote-interaction links for visitors. */
export function StatusActions({ view }: { view: StatusView }) {
  const { status, account } = view;
  const intl = useIntl();
  const message = useMessage();
  const dispatch = useAppDispatch();
  const me = useAppSelector(selectMe);
  const error = useAppSelector((s) => s.statusActions[status.id]?.error ?? null);
  const inlineComposer = useAppSelector((s) => s.composer?.inline[status.id]);
  const translation = useAppSelector((s) => s.statusActions[status.id]?.translation ?? null);
  // the translation slice joins the store lazily: absent until the first translate
  const choosingLanguages = useAppSelector((s) => Boolean(s.translation?.prompts[status.id]));
  const modalOnRepeat = useAppSelector((s) => selectSettings(s).modalOnRepeat);
  const hideCounts = useAppSelector((s) => selectSettings(s).hidePostStats);
  const quotePosting = useAppSelector((s) => selectCapabilities(s).quotePosting);
  const emojiReactions = useAppSelector((s) => selectCapabilities(s).emojiReactions);
  const customEmojiReactions = useAppSelector((s) => selectCapabilities(s).customEmojiReactions);
  // Where the emoji picker opens: fixed to the viewport, since a card's paint containment would clip it.
  const [pickerAt, setPickerAt] = useState<{ top: number; left: number } | null>(null);
  const reactRef = useRef<HTMLButtonElement>(null);
  const [animating, setAnimating] = useState<StatusToggle | null>(null);
  const [confirmRepeat, setConfirmRepeat] = useState(false);
  // open: the item that takes the focus (WAI-ARIA menu button: ArrowUp on the button opens on the last one)
  const [menuOpen, setMenuOpen] = useState<MenuStart | null>(null);
  const moreRef = useRef<HTMLButtonElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  // With counts shown, a count's room is there at zero too: a first favourite, repeat or reply never moves the
  // buttons along the bar (under the pointer that just pressed one).
  const count = (n: number | undefined) => (hideCounts ? null : <span className="status-action-count">{n || null}</span>);
  // An action that shows its count is named with it ('Reply 2'): a name must contain what its control shows
  // (WCAG 2.5.3). The tooltip keeps the bare word.
  const named = (word: string, n: number | undefined) => (hideCounts || !n ? word : `${word} ${n}`);
  // Favourite and repeat counts are buttons of their own: they open who favourited or repeated.
  const people = (kind: PeopleKind, n: number | undefined) =>
    hideCounts ? null : !n ? (
      <span className="status-count-room" />
    ) : (
      <PeopleCount
        statusId={status.id}
        kind={kind}
        className="status-action-count"
        label={intl.formatMessage(
          { id: kind === 'favourites' ? 'status_people.show_favourited_by' : 'status_people.show_repeated_by' },
          { count: n },
        )}
      >
        {n}
      </PeopleCount>
    );

  if (!me) return <VisitorActions view={view} count={count} named={named} people={people} />;

  const toggle = (kind: StatusToggle, on: boolean) => {
    dispatch(statusToggleRequested({ statusId: status.id, toggle: kind, on }));
    if (on && (kind === 'favourite' || kind === 'reblog')) {
      setAnimating(kind);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setAnimating(null), ANIMATION_MS);
    }
  };
  const own = account.id === me;
  const publicish = status.visibility === 'public' || status.visibility === 'unlisted';
  // Others' private and direct posts cannot be repeated; one's own private posts can (Pleroma self-repeat).
  const repeatable = status.visibility !== 'direct' && (publicish || own);
  const repeat = () => {
    if (status.reblogged) toggle('reblog', false);
    else if (modalOnRepeat) setConfirmRepeat(true);
    else toggle('reblog', true);
  };
  // Reply and quote open (or close) the inline composer under this card.
  const reply = () => dispatch(composerRequested({ mode: 'reply', statusId: status.id }));
  const label = (id: string) => intl.formatMessage({ id });

  return (
    <div className="status-actions">
      {translation && (
        <AskedPiece>
          <StatusTranslation
            statusId={status.id}
            translation={translation}
            original={status.content}
            choosing={choosingLanguages}
          />
        </AskedPiece>
      )}
      {choosingLanguages && (
        <AskedPiece>
          <TranslationPicker statusId={status.id} />
        </AskedPiece>
      )}
      <div className="status-action-bar" role="group" aria-label={label('status_actions.bar')}>
        <ActionButton
          icon="reply"
          label={named(label('status_actions.reply'), status.replies_count)}
          title={label('status_actions.reply')}
          pressed={inlineComposer === 'reply'}
          className="status-action-reply"
          onClick={reply}
        >
          {count(status.replies_count)}
        </ActionButton>
        {quotePosting && publicish && (
          <ActionButton
            icon="quote"
            label={label('status_actions.quote')}
            pressed={inlineComposer === 'quote'}
            onClick={() => dispatch(composerRequested({ mode: 'quote', statusId: status.id }))}
          />
        )}
        <span className="status-action-pair">
          {repeatable ? (
            <ActionButton
              icon="repeat"
              label={label(status.reblogged ? 'status_actions.unrepeat' : 'status_actions.repeat')}
              pressed={Boolean(status.reblogged)}
              className={`status-action-repeat${animating === 'reblog' ? ' status-action-animate' : ''}`}
              onClick={repeat}
            />
          ) : (
            <ActionButton icon="lock" label={label('status_actions.repeat_private')} disabled onClick={() => {}} />
          )}
          {people('reblogs', status.reblogs_count)}
        </span>
        <span className="status-action-pair">
          <ActionButton
            icon="star"
            label={label(status.favourited ? 'status_actions.unfavourite' : 'status_actions.favourite')}
            pressed={Boolean(status.favourited)}
            className={`status-action-favourite${animating === 'favourite' ? ' status-action-animate' : ''}`}
            onClick={() => toggle('favourite', !status.favourited)}
          />
          {people('favourites', status.favourites_count)}
        </span>
        {emojiReactions && (
          <ActionButton
            icon="smile"
            label={label('status_actions.react')}
            buttonRef={reactRef}
            expanded={pickerAt !== null}
            onClick={() => {
              const rect = reactRef.current?.getBoundingClientRect();
              setPickerAt(
                pickerAt || !rect ? null : { top: rect.bottom, left: Math.max(8, Math.min(rect.left, window.innerWidth - 372)) },
              );
            }}
          />
        )}
        <ActionButton
          icon="more"
          label={label('status_actions.more')}
          buttonRef={moreRef}
          expanded={menuOpen !== null}
          onClick={() => setMenuOpen((open) => (open ? null : 'first'))}
          onKeyDown={(e) => {
            const start = menuStartFor(e.key);
            if (!start || menuOpen) return;
            e.preventDefault();
            setMenuOpen(start);
          }}
        />
      </div>
      {error && (
        <div className="status-action-error" role="alert">
          <span>{message(error)}</span>
          <button
            type="button"
            className="status-action-error-dismiss"
            aria-label={label('general.dismiss')}
            onClick={() => dispatch(statusActionErrorDismissed({ statusId: status.id }))}
          >
            <Icon name="close" />
          </button>
        </div>
      )}
      {pickerAt &&
        createPortal(
          <div className="status-react-picker" style={pickerAt}>
            <AskedPiece onClose={() => setPickerAt(null)}>
              <EmojiPickerPopover
                unicodeOnly={!customEmojiReactions}
                onPick={(emoji) =>
                  dispatch(reactionToggled({ statusId: status.id, name: emoji.native ?? emoji.name, on: true, url: emoji.url }))
                }
                onClose={() => setPickerAt(null)}
              />
            </AskedPiece>
          </div>,
          document.body,
        )}
      {menuOpen && (
        <AskedPiece onClose={() => setMenuOpen(null)}>
          <StatusMenu view={view} anchor={moreRef} start={menuOpen} onClose={() => setMenuOpen(null)} />
        </AskedPiece>
      )}
      {confirmRepeat && (
        <AskedPiece onClose={() => setConfirmRepeat(false)}>
          <ConfirmDialog
            title={<FormattedMessage id="status_actions.repeat_confirm_title" />}
            confirmLabel={<FormattedMessage id="status_actions.repeat" />}
            onConfirm={() => {
              setConfirmRepeat(false);
              toggle('reblog', true);
            }}
            onCancel={() => setConfirmRepeat(false)}
          />
        </AskedPiece>
      )}
    </div>
  );
}

interface ButtonProps {
  icon: IconName;
  label: string;
  title?: string;
  onClick: () => void;
  pressed?: boolean;
  expanded?: boolean;
  disabled?: boolean;
  className?: string;
  buttonRef?: React.Ref<HTMLButtonElement>;
  onKeyDown?: (e: React.KeyboardEvent<HTMLButtonElement>) => void;
  children?: ReactNode;
}

function ActionButton({
  icon,
  label,
  title,
  onClick,
  pressed,
  expanded,
  disabled,
  className,
  buttonRef,
  onKeyDown,
  children,
}: ButtonProps) {
  return (
    <button
      type="button"
      ref={buttonRef}
      className={`status-action${className ? ` ${className}` : ''}`}
      aria-label={label}
      title={title ?? label}
      aria-pressed={pressed}
      aria-expanded={expanded}
      aria-haspopup={expanded === undefined ? undefined : 'menu'}
      disabled={disabled}
      onClick={onClick}
      onKeyDown={onKeyDown}
    >
      <Icon name={icon} />
      {children}
    </button>
  );
}

/** Visitors interact from their own server: the instance's remote-interaction page (spec 000, links). */
function VisitorActions({
  view,
  count,
  named,
  people,
}: {
  view: StatusView;
  count: (n: number | undefined) => ReactNode;
  named: (word: string, n: number | undefined) => string;
  people: (kind: PeopleKind, n: number | undefined) => ReactNode;
}) {
  const intl = useIntl();
  const { status } = view;
  const href = `/main/ostatus?status_id=${encodeURIComponent(status.id)}`;
  const link = (icon: IconName, id: string, n?: number) => (
    <a className="status-action" href={href} aria-label={named(intl.formatMessage({ id }), n)} title={intl.formatMessage({ id })}>
      <Icon name={icon} />
      {count(n)}
    </a>
  );
  return (
    <div className="status-actions">
      <div className="status-action-bar" role="group" aria-label={intl.formatMessage({ id: 'status_actions.bar' })}>
        {link('reply', 'status_actions.reply', status.replies_count)}
        <span className="status-action-pair">
          {link('repeat', 'status_actions.repeat')}
          {people('reblogs', status.reblogs_count)}
        </span>
        <span className="status-action-pair">
          {link('star', 'status_actions.favourite')}
          {people('favourites', status.favourites_count)}
        </span>
      </div>
    </div>
  );
}
