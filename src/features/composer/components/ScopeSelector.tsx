import { useIntl } from 'react-intl';
import type { StatusVisibility } from '../../../api/types/index';
import { Icon, type IconName } from '../../../components/Icon/Icon';

const ICONS: Record<string, IconName> = {
  direct: 'envelope',
  private: 'lock',
  local: 'home',
  unlisted: 'unlock',
  public: 'globe',
};

interface Props {
  /** the scopes to offer, already narrowed and in spec order */
  scopes: StatusVisibility[];
  value: StatusVisibility;
  disabled?: boolean;
  onChange: (scope: StatusVisibility) => void;
}

/** Visibility as a row of icon radios (spec 001 §2 Scope selector); nothing at all when no scope applies. */
export function ScopeSelector({ scopes, value, disabled, onChange }: Props) {
  const intl = useIntl();
  if (scopes.length === 0) return null;
  return (
    <div className="composer-scopes" role="radiogroup" aria-label={intl.formatMessage({ id: 'post_status.scope_label' })}>
      {scopes.map((scope) => {
        const label = intl.formatMessage({ id: `post_status.scope.${scope}` });
        return (
          <button
            key={scope}
            type="button"
            role="radio"
            aria-checked={scope === value}
            aria-label={label}
            title={label}
            data-scope={scope}
            className={scope === value ? 'composer-icon-button is-active' : 'composer-icon-button'}
            disabled={disabled}
            onClick={() => onChange(scope)}
          >
            <Icon name={ICONS[scope] ?? 'globe'} />
          </button>
        );
      })}
    </div>
  );
}
