import { FormattedMessage } from 'react-intl';
import { Panel } from '../../../components/Panel/Panel';
import { SIMPLE_POLICY_KINDS, type FederationPolicy, type HostReason } from '../federationPolicy';

function HostTable({ kind, rows }: { kind: string; rows: HostReason[] }) {
  if (rows.length === 0) return null;
  return (
    <table className="about-table">
      <caption>
        <FormattedMessage id={`about.mrf.simple.${kind}`} />
      </caption>
      <thead>
        <tr>
          <th scope="col">
            <FormattedMessage id="about.mrf.instance" />
          </th>
          <th scope="col">
            <FormattedMessage id="about.mrf.reason" />
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.host}>
            <td>{row.host}</td>
            <td>{row.reason || <FormattedMessage id="about.mrf.not_applicable" />}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function WordList({ id, words }: { id: string; words: string[] }) {
  if (words.length === 0) return null;
  return (
    <>
      <h3 className="about-subheading">
        <FormattedMessage id={id} />
      </h3>
      <ul className="about-words">
        {words.map((word) => (
          <li key={word}>
            <code>{word}</code>
          </li>
        ))}
      </ul>
    </>
  );
}

/** Federation transparency: the policies in force, then who and what they concern. Only when there is something particular. */
export function FederationPanel({ policy }: { policy: FederationPolicy }) {
  if (!policy.instanceSpecific) return null;
  const { keywords } = policy;
  return (
    <Panel id="about-federation" titleId="about.mrf.federation" className="about-federation">
      <div className="panel-body">
        {policy.policies.length > 0 && (
          <>
            <h3 className="about-subheading">
              <FormattedMessage id="about.mrf.policies" />
            </h3>
            <ul className="about-words">
              {policy.policies.map((name) => (
                <li key={name}>{name}</li>
              ))}
            </ul>
          </>
        )}
        {SIMPLE_POLICY_KINDS.map((kind) => (
          <HostTable key={kind} kind={kind} rows={policy.simple[kind]} />
        ))}
        <WordList id="about.mrf.keyword.federated_timeline_removal" words={keywords.federated_timeline_removal} />
        <WordList id="about.mrf.keyword.reject" words={keywords.reject} />
        {keywords.replace.length > 0 && (
          <>
            <h3 className="about-subheading">
              <FormattedMessage id="about.mrf.keyword.replace" />
            </h3>
            <ul className="about-words">
              {keywords.replace.map((rule) => (
                <li key={rule.pattern}>
                  <FormattedMessage
                    id="about.mrf.keyword.replacement"
                    values={{ pattern: <code>{rule.pattern}</code>, replacement: <code>{rule.replacement}</code> }}
                  />
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </Panel>
  );
}
