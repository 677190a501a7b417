import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../../store/hooks';
import { QrCode } from './QrCode';
import { CurrentPassword, ErrorLine, Field } from './SecurityFields';
import {
  mfaBackupCodesRequested,
  mfaConfirmRequested,
  mfaDisableRequested,
  mfaIntroShown,
  mfaSetupStarted,
  mfaStepLeft,
  selectSecurityState,
} from './securitySlice';

/** Offers the recovery codes as a .txt file, made here (no request). */
function downloadCodes(codes: string[], name: string) {
  const url = URL.createObjectURL(new Blob([codes.join('\n') + '\n'], { type: 'text/plain' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  // the click has started the download synchronously; the address is no longer needed
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

function RecoveryCodes({ codes }: { codes: string[] }) {
  const dispatch = useAppDispatch();
  const [copied, setCopied] = useState(false);
  const titleId = useId();
  const copy = () => {
    // no clipboard outside secure contexts (plain http): the codes are still selectable as a whole
    if (!('clipboard' in navigator)) return;
    navigator.clipboard.writeText(codes.join('\n')).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };
  return (
    <div className="security-codes">
      <h4 id={titleId}>
        <FormattedMessage id="settings.security.mfa.codes_title" />
      </h4>
      <p className="settings-hint">
        <FormattedMessage id="settings.security.mfa.codes_hint" />
      </p>
      <ol className="security-code-list" aria-labelledby={titleId}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="security-actions">
        <button type="button" className="button" onClick={copy}>
          <FormattedMessage id={copied ? 'settings.security.mfa.copied' : 'settings.security.mfa.copy'} />
        </button>
        <button type="button" className="button" onClick={() => downloadCodes(codes, 'recovery-codes.txt')}>
          <FormattedMessage id="settings.security.mfa.download" />
        </button>
        <button type="button" className="button button-primary" onClick={() => dispatch(mfaStepLeft())}>
          <FormattedMessage id="settings.security.mfa.done" />
        </button>
      </div>
    </div>
  );
}

function ScanStep({ keyText, uri, busy, error }: { keyText: string; uri: string; busy: boolean; error: string | null }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    dispatch(mfaConfirmRequested({ password, code: code.replace(/\s/g, '') }));
  };
  return (
    <div className="security-mfa-setup">
      <p>
        <FormattedMessage id="settings.security.mfa.scan" />
      </p>
      <div className="security-mfa-secret">
        <QrCode value={uri} label={intl.formatMessage({ id: 'settings.security.mfa.qr_label' })} />
        <div>
          <span className="settings-hint">
            <FormattedMessage id="settings.security.mfa.key" />
          </span>
          <code className="security-key" data-testid="mfa-key">
            {keyText}
          </code>
        </div>
      </div>
      <form onSubmit={submit}>
        <fieldset className="settings-fieldset" disabled={busy}>
          <p className="settings-hint">
            <FormattedMessage id="settings.security.mfa.verify" />
          </p>
          <Field label="login.mfa_code" inputMode="numeric" autoComplete="one-time-code" value={code} onChange={setCode} />
          <CurrentPassword value={password} onChange={setPassword} />
          <ErrorLine error={error} fallback="settings.security.mfa.refused" />
          <div className="security-actions">
            <button type="button" className="button" onClick={() => dispatch(mfaStepLeft())}>
              <FormattedMessage id="general.cancel" />
            </button>
            <button type="submit" className="button button-primary">
              <FormattedMessage id="settings.security.mfa.confirm" />
            </button>
          </div>
        </fieldset>
      </form>
    </div>
  );
}

function DisableForm({ busy }: { busy: boolean }) {
  const dispatch = useAppDispatch();
  const [password, setPassword] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    dispatch(mfaDisableRequested({ password }));
  };
  return (
    <form onSubmit={submit}>
      <fieldset className="settings-fieldset" disabled={busy}>
        <CurrentPassword value={password} onChange={setPassword} />
        <button type="submit" className="button">
          <FormattedMessage id="settings.security.mfa.disable" />
        </button>
      </fieldset>
    </form>
  );
}

/** Two-factor sign-in: its status, the setup's steps (intro → scan and verify → recovery codes), turning it off. */
export function MfaSection() {
  const dispatch = useAppDispatch();
  const { load, step, key, uri, codes, busy, error } = useAppSelector((s) => selectSecurityState(s).mfa);
  let body;
  if (load === 'loading' || load === 'idle') {
    body = (
      <p className="settings-hint">
        <FormattedMessage id="general.loading" />
      </p>
    );
  } else if (step === 'codes') {
    body = <RecoveryCodes codes={codes} />;
  } else if (step === 'scan' && key && uri) {
    body = <ScanStep keyText={key} uri={uri} busy={busy} error={error} />;
  } else if (step === 'intro') {
    body = (
      <>
        <p>
          <FormattedMessage id="settings.security.mfa.intro" />
        </p>
        <ErrorLine error={error} fallback="settings.security.error" />
        <div className="security-actions">
          <button type="button" className="button" onClick={() => dispatch(mfaStepLeft())}>
            <FormattedMessage id="general.cancel" />
          </button>
          <button type="button" className="button button-primary" disabled={busy} onClick={() => dispatch(mfaSetupStarted())}>
            <FormattedMessage id="settings.security.mfa.continue" />
          </button>
        </div>
      </>
    );
  } else if (step === 'on') {
    body = (
      <>
        <p className="security-status security-status-on">
          <FormattedMessage id="settings.security.mfa.status_on" />
        </p>
        <div className="security-actions">
          <button type="button" className="button" disabled={busy} onClick={() => dispatch(mfaBackupCodesRequested())}>
            <FormattedMessage id="settings.security.mfa.new_codes" />
          </button>
        </div>
        <p className="settings-hint">
          <FormattedMessage id="settings.security.mfa.new_codes_hint" />
        </p>
        <DisableForm busy={busy} />
        <ErrorLine error={error} fallback="settings.security.error" />
      </>
    );
  } else {
    body = (
      <>
        <p className="security-status">
          <FormattedMessage id="settings.security.mfa.status_off" />
        </p>
        <ErrorLine error={load === 'error' ? error : null} fallback="settings.security.error" />
        <div className="security-actions">
          <button type="button" className="button button-primary" onClick={() => dispatch(mfaIntroShown())}>
            <FormattedMessage id="settings.security.mfa.setup" />
          </button>
        </div>
      </>
    );
  }
  return (
    <section className="security-section" aria-labelledby="security-mfa-title">
      <h3 id="security-mfa-title">
        <FormattedMessage id="settings.security.mfa.title" />
      </h3>
      {body}
    </section>
  );
}
