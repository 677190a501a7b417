import { FormattedMessage, useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectSettings } from '../../selectors/settings';
import { selectIsLoggedIn } from '../../selectors/auth';
import { settingChanged } from '../../slices/settings';
import { timelineReloadRequested, type TimelineKey } from '../../slices/timelines';
import type { Settings } from '../../settings/defaults';
import { Popover } from './Popover';

type Toggle = 'hideAttachments' | 'muteBotStatuses' | 'hideFilteredStatuses' | 'streaming' | 'pauseOnUnfocused';

const TOGGLES: Array<{ key: Toggle; labelId: string }> = [
  { key: 'hideAttachments', labelId: 'timeline.quick.hide_media' },
  { key: 'muteBotStatuses', labelId: 'timeline.quick.mute_bots' },
  { key: 'hideFilteredStatuses', labelId: 'timeline.quick.hide_filtered' },
  { key: 'streaming', labelId: 'timeline.quick.streaming' },
  { key: 'pauseOnUnfocused', labelId: 'timeline.quick.pause_unfocused' },
];

const REPLY_VISIBILITY: Array<{ value: Settings['replyVisibility']; labelId: string }> = [
  { value: 'all', labelId: 'timeline.quick.replies_all' },
  { value: 'following', labelId: 'timeline.quick.replies_following' },
  { value: 'self', labelId: 'timeline.quick.replies_self' },
];

/** Material's "tune" glyph (Apache-2.0); the shared icon set has none. */
function SlidersIcon() {
  return (
    <svg className="icon" width={16} height={16} viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
      <path d="M3 17v2h6v-2H3zM3 5v2h10V5H3zm10 16v-2h8v-2h-8v-2h-2v6h2zM7 9v2H3v2h4v2h2V9H7zm14 4v-2H11v2h10zm-6-4h2V7h4V5h-4V3h-2v6z" />
    </svg>
  );
}

/**
 * The timeline's quick settings (Pleroma-FE's quick filter settings): which replies the server sends,
 * hiding media, muting bots, hiding filtered posts, and automatic showing of new posts.
 */
export function QuickSettings({ timelineKey }: { timelineKey: TimelineKey }) {
  const settings = useAppSelector(selectSettings);
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const label = intl.formatMessage({ id: 'timeline.quick_settings' });
  return (
    <Popover
      className="quick-settings"
      label={label}
      trigger={(props) => (
        <button type="button" className="button quick-settings-button" aria-label={label} title={label} {...props}>
          <SlidersIcon />
        </button>
      )}
    >
      {() => (
        <div className="quick-settings-body">
          {loggedIn && (
            <fieldset>
              <legend>
                <FormattedMessage id="timeline.quick.reply_visibility" />
              </legend>
              {REPLY_VISIBILITY.map(({ value, labelId }) => (
                <label key={value}>
                  <input
                    type="radio"
                    name="replyVisibility"
                    value={value}
                    checked={settings.replyVisibility === value}
                    onChange={() => {
                      dispatch(settingChanged('replyVisibility', value));
                      // The server filters replies, so the open timeline is fetched again.
                      dispatch(timelineReloadRequested({ key: timelineKey }));
                    }}
                  />{' '}
                  <FormattedMessage id={labelId} />
                </label>
              ))}
            </fieldset>
          )}
          {TOGGLES.map(({ key, labelId }) => (
            <label key={key}>
              <input type="checkbox" checked={settings[key]} onChange={(e) => dispatch(settingChanged(key, e.target.checked))} />{' '}
              <FormattedMessage id={labelId} />
            </label>
          ))}
        </div>
      )}
    </Popover>
  );
}
