import { useEffect, useMemo } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from '../../../components/RouterLink';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { selectCapabilities, selectInstanceName } from '../../../selectors/instance';
import { sanitizePostHtml } from '../../../utils/sanitize';
import { acctPath } from '../../../utils/links';
import { aboutOpened } from '../aboutIntents';
import { readFederationPolicy } from '../federationPolicy';
import { InstancePanel } from '../components/InstancePanel';
import { StaffPanel } from '../components/StaffPanel';
import { FederationPanel } from '../components/FederationPanel';
import { FeaturesPanel } from '../components/FeaturesPanel';
import { Panel } from '../../../components/Panel/Panel';
import '../About.css';
import { useDocumentTitleMessage } from '../../../components/DocumentTitle/useDocumentTitle';

function Terms() {
  const html = useAppSelector((s) => s.instance.termsOfService);
  const safe = useMemo(() => (html ? sanitizePostHtml(html).trim() : ''), [html]);
  if (!safe) return null;
  return (
    <Panel id="about-terms" titleId="about.terms" className="about-terms">
      <div className="panel-body" dangerouslySetInnerHTML={{ __html: safe }} />
    </Panel>
  );
}

/** Mastodon's rules and contact (the instance document); Pleroma sends neither. */
function RulesAndContact() {
  const instance = useAppSelector((s) => s.instance.instance);
  const rules = (Array.isArray(instance?.rules) ? instance.rules : []).filter((r) => typeof r?.text === 'string' && r.text);
  const contact = instance?.contact_account;
  const email = typeof instance?.email === 'string' && /^[^\s@<>]+@[^\s@<>]+$/.test(instance.email) ? instance.email : null;
  if (rules.length === 0 && !contact?.acct && !email) return null;
  return (
    <Panel id="about-rules" titleId={rules.length > 0 ? 'about.rules' : 'about.contact'} className="about-rules">
      <div className="panel-body">
        {rules.length > 0 && (
          <ol className="about-rule-list">
            {rules.map((rule, i) => (
              <li key={rule.id || i}>{rule.text}</li>
            ))}
          </ol>
        )}
        {(contact?.acct || email) && (
          <p>
            {rules.length > 0 && (
              <>
                <FormattedMessage id="about.contact" />:{' '}
              </>
            )}
            {contact?.acct && (
              <Link to={acctPath(contact.acct)} dir="ltr">
                @{contact.acct}
              </Link>
            )}
            {contact?.acct && email && ' · '}
            {email && <a href={`mailto:${email}`}>{email}</a>}
          </p>
        )}
      </div>
    </Panel>
  );
}

function Bubble() {
  const { localBubbleInstances } = useAppSelector(selectCapabilities);
  if (localBubbleInstances.length === 0) return null;
  return (
    <Panel id="about-bubble" titleId="about.bubble" className="about-bubble">
      <div className="panel-body">
        <p>
          <FormattedMessage id="about.bubble_explained" />
        </p>
        <ul className="about-words">
          {localBubbleInstances.map((host) => (
            <li key={host}>{host}</li>
          ))}
        </ul>
      </div>
    </Panel>
  );
}

/** /about: the instance's own panel, staff, terms, bubble, federation rules and features (spec 000 §2). */
export function AboutScreen() {
  useDocumentTitleMessage('nav.about');
  const dispatch = useAppDispatch();
  const name = useAppSelector(selectInstanceName);
  const federation = useAppSelector(
    (s) => s.instance.instance?.pleroma?.metadata?.federation ?? s.instance.nodeinfo?.metadata?.federation,
  );
  const policy = useMemo(() => readFederationPolicy(federation), [federation]);
  useEffect(() => {
    dispatch(aboutOpened());
  }, [dispatch]);
  return (
    <div className="about">
      <h1 className="about-title">
        <FormattedMessage id="about.title" values={{ name }} />
      </h1>
      <InstancePanel />
      <StaffPanel />
      <RulesAndContact />
      <Terms />
      <Bubble />
      <FederationPanel policy={policy} />
      <FeaturesPanel />
    </div>
  );
}
