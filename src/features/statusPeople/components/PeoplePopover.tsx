import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from '../../../components/RouterLink';
import { createSelector } from '@reduxjs/toolkit';
import { Avatar } from '../../../components/Avatar/Avatar';
import { EmojiText } from '../../../components/EmojiText/EmojiText';
import { Spinner } from '../../../components/Spinner/Spinner';
import { useDismiss } from '../../../components/Popover/Popover';
import { useMessage } from '../../../i18n/useMessage';
import type { AccountEntity } from '../../../schemas/index';
import { selectCapabilities } from '../../../selectors/instance';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import type { RootState } from '../../../store/rootReducer';
import { profilePath } from '../../../utils/links';
import { statusPeopleRequested, type PeopleKind } from '../statusPeopleIntents';
import { selectPeopleList } from '../statusPeopleSlice';
import './StatusPeople.css';

const NO_IDS: string[] = [];

/** The listed accounts, one array while neither the ids nor those accounts change. */
export const makeSelectPeople = () =>
  createSelector(
    [
      (s: RootState, statusId: string, kind: PeopleKind) => selectPeopleList(s, statusId, kind)?.ids ?? NO_IDS,
      (s: RootState) => s.entities.accounts.entities,
    ],
    (ids, accounts) => ids.flatMap((id): AccountEntity[] => (accounts[id] ? [accounts[id]] : [])),
  );

export const HEADING: Record<PeopleKind, string> = {
  favourites: 'status_people.favourited_by',
  reblogs: 'status_people.repeated_by',
};

interface Props {
  /** the panel's id, which its count's aria-controls names */
  id: string;
  statusId: string;
  kind: PeopleKind;
  /** the count it belongs to: placed under it, and not a press 'outside' */
  anchor: RefObject<HTMLButtonElement | null>;
  /** opened by a click or key: focus moves in, and the pointer leaving does not close it */
  pinned: boolean;
  /** `refocus`: focus goes back to the count (Escape) */
  onClose: (refocus: boolean) => void;
  onPointerEnter: () => void;
  onPointerLeave: () => void;
}

/**
 * The user-list popover (spec 001 §9): 16 at a time, then 'Load more'. Portalled (a card's paint containment
 * would clip it), into the open modal dialog when there is one (the page outside is inert then).
 */
export function PeoplePopover({ id, statusId, kind, anchor, pinned, onClose, onPointerEnter, onPointerLeave }: Props) {
  const intl = useIntl();
  const message = useMessage();
  const dispatch = useAppDispatch();
  const selectPeople = useMemo(makeSelectPeople, []);
  const people = useAppSelector((s) => selectPeople(s, statusId, kind));
  const list = useAppSelector((s) => selectPeopleList(s, statusId, kind));
  const { restrictedNicknames } = useAppSelector(selectCapabilities);
  const panel = useRef<HTMLDivElement>(null);
  const body = useRef<HTMLDivElement>(null);
  const [place] = useState(() => {
    const r = anchor.current?.getBoundingClientRect();
    return { top: (r?.bottom ?? 0) + 4, left: Math.max(8, Math.min(r?.left ?? 0, window.innerWidth - 328)) };
  });
  useDismiss({ active: true, inside: () => [anchor.current, panel.current], onDismiss: (why) => onClose(why === 'escape') });

  useEffect(() => {
    dispatch(statusPeopleRequested({ statusId, kind }));
  }, [dispatch, statusId, kind]);
  useEffect(() => {
    if (pinned) body.current?.focus();
  }, [pinned]);

  const loading = !list || list.status === 'loading';
  const heading = intl.formatMessage({ id: HEADING[kind] });
  return createPortal(
    // the pointer crossing into the panel keeps it open; Tab leaving it closes it
    <div
      ref={panel}
      id={id}
      className="people-popover"
      style={place}
      onMouseEnter={onPointerEnter}
      onMouseLeave={() => !pinned && onPointerLeave()}
      onBlur={(e) => {
        const to = e.relatedTarget;
        if (to instanceof Node && !panel.current?.contains(to) && to !== anchor.current) onClose(false);
      }}
    >
      <div className="people-popover-body" role="dialog" aria-label={heading} tabIndex={-1} ref={body}>
        <h3 className="people-popover-heading">{heading}</h3>
        {people.length > 0 && (
          <ul className="people-list">
            {people.map((account) => (
              <li key={account.id}>
                <Link to={profilePath(account, restrictedNicknames)} className="people-list-link" onClick={() => onClose(false)}>
                  <Avatar account={account} size={32} />
                  <span className="people-list-names">
                    <span className="people-list-name">
                      <EmojiText text={account.display_name || account.username} emojis={account.emojis} />
                    </span>
                    <span className="people-list-acct" dir="ltr">
                      @{account.acct}
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
        {loading && <Spinner />}
        {list?.status === 'loaded' && people.length === 0 && (
          <p className="people-popover-note">
            <FormattedMessage id="status_people.none" />
          </p>
        )}
        {list?.status === 'error' && (
          <div className="people-popover-note" role="alert">
            {list.error && <p>{message(list.error)}</p>}
            <button
              type="button"
              className="button"
              onClick={() => dispatch(statusPeopleRequested({ statusId, kind, more: list.ids.length > 0 }))}
            >
              <FormattedMessage id="general.retry" />
            </button>
          </div>
        )}
        {list?.status === 'loaded' && list.next && (
          <button
            type="button"
            className="button people-load-more"
            onClick={() => dispatch(statusPeopleRequested({ statusId, kind, more: true }))}
          >
            <FormattedMessage id="user_profile.load_more" />
          </button>
        )}
      </div>
    </div>,
    anchor.current?.closest('dialog[open]') ?? document.body,
  );
}
