// The general tab of the settings modal: every client preference the app reads, grouped, each applied at once;
// the filters (local mute words and rules, and the server's own filters).
import { FormattedMessage } from 'react-intl';
import { useAppSelector } from '../../../../store/hooks';
import { LanguagePicker } from '../../../../components/LanguagePicker/LanguagePicker';
import { selectSettingsModalState } from '../../settingsModalSlice';
import { selectCapabilities } from '../../../../selectors/instance';
import { selectSettings } from '../../../../selectors/settings';
import { GENERAL_GROUPS, type SettingsGroup } from './generalSettings';
import { SettingRow } from './SettingRow';
import { MuteWordsEditor } from './MuteWordsEditor';
import { ServerFilters } from './ServerFilters';
import { HighlightedUsers } from './HighlightedUsers';
import './GeneralTab.css';

function Group({ group, expert }: { group: SettingsGroup; expert: boolean }) {
  const capabilities = useAppSelector(selectCapabilities);
  const settings = useAppSelector(selectSettings);
  const titleId = `general-group-${group.id}`;
  return (
    <section className="general-group" aria-labelledby={titleId}>
      <h3 id={titleId}>
        <FormattedMessage id={`settings.general.group.${group.id}`} />
      </h3>
      {group.id === 'interface' && <LanguagePicker />}
      {group.id === 'filters' && <MuteWordsEditor />}
      {group.controls
        .filter((c) => (expert || !c.expert) && (!c.needs || capabilities[c.needs]) && (!c.shownIf || settings[c.shownIf]))
        .map((c) => (
          <SettingRow key={c.key} control={c} />
        ))}
      {group.id === 'interface' && <HighlightedUsers />}
      {group.id === 'filters' && <ServerFilters />}
    </section>
  );
}

export default function GeneralTab() {
  const expert = useAppSelector((s) => selectSettingsModalState(s).expert);
  return (
    <div className="general-tab">
      {GENERAL_GROUPS.map((group) => (
        <Group key={group.id} group={group} expert={expert} />
      ))}
    </div>
  );
}
