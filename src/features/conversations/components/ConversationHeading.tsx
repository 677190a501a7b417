import { FormattedMessage, useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { selectSettings } from '../../../selectors/settings';
import { settingChanged } from '../../../slices/settings';
import type { Settings } from '../../../settings/defaults';

const DISPLAYS: { value: Settings['conversationDisplay']; label: string }[] = [
  { value: 'linear', label: 'conversation.display_linear' },
  { value: 'tree', label: 'conversation.display_tree' },
];

interface Props {
  collapsed: boolean;
  collapsable: boolean;
  onCollapse: () => void;
}

/** Title, the linear/tree switch (a preference, so it sticks) and the collapse button. */
export function ConversationHeading({ collapsed, collapsable, onCollapse }: Props) {
  const { conversationDisplay } = useAppSelector(selectSettings);
  const dispatch = useAppDispatch();
  const intl = useIntl();
  return (
    <div className="panel-heading conversation-heading">
      <h1 id="conversation-title">
        <FormattedMessage id="conversation.title" />
      </h1>
      <div className="conversation-display" role="group" aria-label={intl.formatMessage({ id: 'conversation.display' })}>
        {DISPLAYS.map(({ value, label }) => (
          <button
            key={value}
            type="button"
            className="conversation-display-option"
            aria-pressed={conversationDisplay === value}
            onClick={() => dispatch(settingChanged('conversationDisplay', value))}
          >
            <FormattedMessage id={label} />
          </button>
        ))}
      </div>
      {collapsable && (
        <button type="button" className="button-link" aria-expanded={!collapsed} onClick={onCollapse}>
          <FormattedMessage id={collapsed ? 'conversation.expand' : 'conversation.collapse'} />
        </button>
      )}
    </div>
  );
}
