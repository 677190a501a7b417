import { FormattedMessage, useIntl } from 'react-intl';
import { NavLink } from '../RouterLink';
import { useAppSelector } from '../../store/hooks';
import { selectTimelineSwitcher } from '../../selectors/navigation';
import { Popover } from '../Popover/Popover';
import { ListLinks } from '../../features/lists/components/ListLinks';

/** The heading: the timeline's title, which opens the list of the other timelines (spec 000 §2 "Timeline menu"). */
export function TimelineMenu({ title }: { title: string }) {
  const entries = useAppSelector(selectTimelineSwitcher);
  const intl = useIntl();
  if (entries.length === 0) return <h1 id="timeline-title">{title}</h1>;
  return (
    <Popover
      className="timeline-menu"
      label={intl.formatMessage({ id: 'timeline.menu_label' })}
      trigger={(props) => (
        <h1 id="timeline-title">
          <button type="button" className="timeline-menu-button" {...props}>
            <span className="timeline-title-text">{title}</span>
            <span className="caret" aria-hidden="true" />
          </button>
        </h1>
      )}
    >
      {(close) => (
        <>
          <ul className="timeline-menu-list">
            {entries.map((entry) => (
              <li key={entry.kind}>
                <NavLink to={entry.path} onClick={close}>
                  <FormattedMessage id={entry.labelId} />
                </NavLink>
              </li>
            ))}
          </ul>
          {/* the member's lists follow the timelines (spec 000 §2) */}
          <ListLinks className="timeline-menu-list" onNavigate={close} />
        </>
      )}
    </Popover>
  );
}
