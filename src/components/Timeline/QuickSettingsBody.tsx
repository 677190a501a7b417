import { FormattedMessage } from 'react-intl';
import { LanguagePicker } from '../LanguagePicker/LanguagePicker';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectSettings } from '../../selectors/settings';
import { selectIsLoggedIn } from '../../selectors/auth';
import { settingChanged } from '../../slices/settings';
import { timelineReloadRequested, type TimelineKey } from '../../slices/timelines';
import type { Settings } from '../../settings/defaults';

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

/** The quick-settings panel itself, loaded when the popover first opens (chunk "quick-settings"). */
export default function QuickSettingsBody({ timelineKey }: { timelineKey: TimelineKey }) {
  const settings = useAppSelector(selectSettings);
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const dispatch = useAppDispatch();
  return (
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
      <LanguagePicker />
    </div>
  );
}
