import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { AccountEntity } from '../../../../schemas/index';
import { useAppDispatch, useAppSelector } from '../../../../store/hooks';
import { selectSettings } from '../../../../selectors/settings';
import { selectCapabilities } from '../../../../selectors/instance';
import { selectRelationship } from '../../relationshipsSelectors';
import { type RelationshipToggle } from '../../profilesSlice';
import { relationshipToggleRequested } from '../../profilesIntents';
import { composerRequested } from '../../../composer/index';
import { ConfirmDialog } from '../../../../components/ConfirmDialog/ConfirmDialog';
import { Popover } from '../../../../components/Popover/Popover';
import { Icon } from '../../../../components/Icon/Icon';
import { hostOf } from './userFacts';
import { withMessages } from '../../../../i18n/loadMessages';
import { lazyRetrying } from '../../../../utils/retryImport';
import { LazyBoundary } from '../../../../components/ErrorBoundary/ErrorBoundary';

const ReportModal = lazyRetrying(
  withMessages('extra', () => import(/* webpackChunkName: "report" */ '../../../interactions/components/StatusMenu/ReportModal')),
);

type Dialog = 'mute' | 'block' | 'report' | null;

interface Item {
  id: string;
  label: string;
  run: () => void;
}

/**
 * The card's relationship toggles (spec 001 §4): mute, block, subscribe, repeats, domain mute (remote users),
 * remove follower, mention and report. Mute and block ask first when modalOnMute / modalOnBlock are on.
 */
export function RelationshipMenu({ account }: { account: AccountEntity }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const rel = useAppSelector((s) => selectRelationship(s, account.id));
  const { modalOnMute, modalOnBlock } = useAppSelector(selectSettings);
  const { domainBlocks, reports } = useAppSelector(selectCapabilities);
  const [dialog, setDialog] = useState<Dialog>(null);
  const host = hostOf(account.acct);
  const label = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const toggle = (kind: RelationshipToggle, on: boolean) =>
    dispatch(relationshipToggleRequested({ accountId: account.id, toggle: kind, on }));

  const muting = rel?.muting ?? false;
  const blocking = rel?.blocking ?? false;
  const items: Item[] = [
    {
      id: 'mute',
      label: label(muting ? 'user_card.unmute' : 'user_card.mute'),
      run: () => (!muting && modalOnMute ? setDialog('mute') : toggle('mute', !muting)),
    },
    {
      id: 'block',
      label: label(blocking ? 'user_card.unblock' : 'user_card.block'),
      run: () => (!blocking && modalOnBlock ? setDialog('block') : toggle('block', !blocking)),
    },
  ];
  const subscribed = rel?.subscribing ?? rel?.notifying ?? false;
  items.push({
    id: 'subscribe',
    label: label(subscribed ? 'user_card.unsubscribe' : 'user_card.subscribe'),
    run: () => toggle('subscribe', !subscribed),
  });
  if (rel?.following) {
    const showing = rel.showing_reblogs ?? true;
    items.push({
      id: 'reblogs',
      label: label(showing ? 'user_card.hide_repeats' : 'user_card.show_repeats'),
      run: () => toggle('showReblogs', !showing),
    });
  }
  if (host && domainBlocks) {
    const domainMuted = rel?.domain_blocking ?? false;
    items.push({
      id: 'domain',
      label: label(domainMuted ? 'user_card.domain_unmute' : 'user_card.domain_mute', { domain: host }),
      run: () => toggle('domainMute', !domainMuted),
    });
  }
  if (rel?.followed_by)
    items.push({ id: 'remove-follower', label: label('user_card.remove_follower'), run: () => toggle('removeFollower', true) });
  items.push({
    id: 'mention',
    label: label('user_card.mention'),
    run: () => dispatch(composerRequested({ mode: 'new', mentionAccountId: account.id })),
  });
  if (reports) items.push({ id: 'report', label: label('user_card.report'), run: () => setDialog('report') });

  const confirmed = (kind: 'mute' | 'block') => {
    setDialog(null);
    toggle(kind, true);
  };

  return (
    <>
      <Popover
        className="user-card-menu"
        label={label('user_card.more_actions')}
        trigger={(props) => (
          <button
            type="button"
            className="button user-card-menu-button"
            {...props}
            aria-label={label('user_card.more_actions')}
            title={label('user_card.more_actions')}
          >
            <Icon name="more" />
          </button>
        )}
      >
        {(close) => (
          <ul className="user-card-menu-list">
            {items.map((item) => (
              <li key={item.id}>
                <button
                  type="button"
                  className="user-card-menu-item"
                  data-action={item.id}
                  onClick={() => {
                    close();
                    item.run();
                  }}
                >
                  {item.label}
                </button>
              </li>
            ))}
          </ul>
        )}
      </Popover>
      {(dialog === 'mute' || dialog === 'block') && (
        <ConfirmDialog
          title={<FormattedMessage id={`user_card.${dialog}_confirm_title`} />}
          confirmLabel={<FormattedMessage id={`user_card.${dialog}`} />}
          onConfirm={() => confirmed(dialog)}
          onCancel={() => setDialog(null)}
        >
          <FormattedMessage id={`user_card.${dialog}_confirm`} values={{ user: account.acct }} />
        </ConfirmDialog>
      )}
      {dialog === 'report' && (
        <LazyBoundary onClose={() => setDialog(null)}>
          <ReportModal account={account} onClose={() => setDialog(null)} />
        </LazyBoundary>
      )}
    </>
  );
}
