import { FormattedMessage } from 'react-intl';
import { Panel } from '../../../components/Panel/Panel';
import { useAppSelector } from '../../../store/hooks';
import { selectCapabilities, selectFrontendConfig } from '../../../selectors/instance';
import { fileSizeParts } from '../../../utils/fileSize';
import '../About.css';

/** What this server offers (spec 000 §2): who to follow, media proxy, visibility options, text and upload limits. */
export function FeaturesPanel() {
  const config = useAppSelector(selectFrontendConfig);
  const capabilities = useAppSelector(selectCapabilities);
  if (config.showFeaturesPanel === false) return null;
  const upload = capabilities.uploadLimits.general;
  const size = upload ? fileSizeParts(upload) : null;
  return (
    <Panel id="about-features" titleId="about.features" className="about-features">
      <ul className="panel-body about-feature-list">
        {capabilities.suggestions && (
          <li>
            <FormattedMessage id="about.feature.who_to_follow" />
          </li>
        )}
        {capabilities.mediaProxy && (
          <li>
            <FormattedMessage id="about.feature.media_proxy" />
          </li>
        )}
        <li>
          <FormattedMessage id="about.feature.scope_options" />
        </li>
        <li>
          <FormattedMessage id="about.feature.text_limit" values={{ limit: capabilities.textLimit }} />
        </li>
        {size && (
          <li>
            <FormattedMessage id="about.feature.upload_limit" values={{ size: size.num, unit: size.unit }} />
          </li>
        )}
      </ul>
    </Panel>
  );
}
