// A card in a theme's own variables (set through React's style prop, i.e. the CSSOM, which the CSP allows): a post,
// a button, an input, a notice and a badge, so a preset is seen before it is used.
import type { CSSProperties } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ThemeVars } from '../../../../theme/types';

export function ThemePreview({ vars, name }: { vars: ThemeVars; name: string }) {
  const intl = useIntl();
  const style = Object.fromEntries(Object.entries(vars).filter(([k]) => k.startsWith('--'))) as CSSProperties;
  return (
    <div className="theme-preview" style={style} data-testid="theme-preview">
      <div className="panel">
        <div className="panel-heading">
          <h4>{name}</h4>
          <span className="count-badge">3</span>
        </div>
        <div className="panel-body theme-preview-body">
          <div className="theme-preview-post">
            <span className="theme-preview-avatar" aria-hidden="true" />
            <div>
              {/* a name, the same in every language */}
              <strong>Alice</strong> <span className="theme-preview-faint">@alice · 2m</span>
              <p>
                <FormattedMessage id="settings.theme.preview.post" /> <span className="theme-preview-link">#fediverse</span>
              </p>
            </div>
          </div>
          <div className="theme-preview-alert" role="note">
            <FormattedMessage id="settings.theme.preview.notice" />
          </div>
          <div className="theme-preview-row">
            <input
              type="text"
              readOnly
              aria-label={intl.formatMessage({ id: 'settings.theme.preview.input' })}
              value={intl.formatMessage({ id: 'settings.theme.preview.input' })}
            />
            <button type="button" className="button">
              <FormattedMessage id="settings.theme.preview.button" />
            </button>
            <button type="button" className="button button-primary">
              <FormattedMessage id="settings.theme.preview.primary" />
            </button>
          </div>
        </div>
      </div>
    </div>
  );
}
