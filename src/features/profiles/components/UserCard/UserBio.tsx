import { useCallback, useMemo, type MouseEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import type { AccountEntity } from '../../../../schemas/index';
import { sanitizePostHtml } from '../../../../utils/sanitize';
import { emojifyHtml } from '../../../../utils/emoji';
import { linkFacts, routeForLink } from '../../../../utils/links';
import { useAppSelector } from '../../../../store/hooks';
import { useStore } from 'react-redux';
import type { RootState } from '../../../../store/rootReducer';
import { selectCapabilities } from '../../../../selectors/instance';
import { acctLookup } from '../../../../selectors/accounts';
import { EmojiText } from '../../../../components/EmojiText/EmojiText';

/** Server HTML (bio, field values) as the post sanitizer allows it, with custom emoji. */
function useSafeHtml(html: string, account: AccountEntity): string {
  return useMemo(() => sanitizePostHtml(emojifyHtml(html, account.emojis)), [html, account.emojis]);
}

/** Profile and hashtag links inside the bio or fields stay in the app; the rest open in a new window. */
function useInAppLinks() {
  const navigate = useNavigate();
  const restricted = useAppSelector(selectCapabilities).restrictedNicknames;
  const store = useStore<RootState>();
  return useCallback(
    (event: MouseEvent<HTMLElement>) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
        return;
      const anchor = (event.target as Element).closest('a');
      if (!anchor || !event.currentTarget.contains(anchor)) return;
      const path = routeForLink(linkFacts(anchor), {
        mentions: [],
        restrictedNicknames: restricted,
        acctOf: acctLookup(store.getState()),
      });
      if (!path) return;
      event.preventDefault();
      void navigate(path);
    },
    [navigate, restricted, store],
  );
}

function FieldValue({ html, account }: { html: string; account: AccountEntity }) {
  return <dd className="user-card-field-value" dir="auto" dangerouslySetInnerHTML={{ __html: useSafeHtml(html, account) }} />;
}

/** The bio and the profile fields (name, value, and a verified mark when verified_at is set). */
export function UserBio({ account }: { account: AccountEntity }) {
  const intl = useIntl();
  const onClick = useInAppLinks();
  const bio = useSafeHtml(account.note, account);
  return (
    // the clicks of the links inside, routed in the app: Enter on a link fires the same click
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div className="user-card-bio" onClick={onClick}>
      {bio && <div className="user-card-note" dir="auto" dangerouslySetInnerHTML={{ __html: bio }} />}
      {account.fields.length > 0 && (
        <dl className="user-card-fields">
          {account.fields.map((field, i) => (
            <div key={i} className={field.verified_at ? 'user-card-field user-card-field-verified' : 'user-card-field'}>
              <dt className="user-card-field-name">
                <EmojiText text={field.name} emojis={account.emojis} />
              </dt>
              <FieldValue html={field.value} account={account} />
              {field.verified_at && (
                <span
                  className="user-card-verified"
                  title={intl.formatMessage(
                    { id: 'user_card.verified_at' },
                    { date: intl.formatDate(field.verified_at, { dateStyle: 'medium' }) },
                  )}
                >
                  ✓ <FormattedMessage id="user_card.verified" />
                </span>
              )}
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}
