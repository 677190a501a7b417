// The security tab of the settings modal (issue 21 "Security"): two-factor sign-in, the apps holding a token, the
// e-mail and password, aliases, moving and deleting the account. Every change asks for the current password.
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../../store/hooks';
import { selectCapabilities } from '../../../../selectors/instance';
import { lazyRetrying } from '../../../../utils/retryImport';
import { AskedPiece } from '../../../../components/ErrorBoundary/ErrorBoundary';
import { MfaSection } from './MfaSection';
import { CurrentPassword, ErrorLine, Field } from './SecurityFields';
import {
  aliasAddRequested,
  aliasRemoveRequested,
  deletionRequested,
  emailChangeRequested,
  moveRequested,
  passwordChangeRequested,
  securityOpened,
  selectSecurityState,
  tokenRevokeRequested,
  type FormStatus,
} from './securitySlice';
import './SecurityTab.css';

const ConfirmDialog = lazyRetrying(() =>
  import(/* webpackChunkName: "dialogs" */ '../../../../components/ConfirmDialog/ConfirmDialog').then((m) => ({
    default: m.ConfirmDialog,
  })),
);

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="security-section" aria-labelledby={`security-${id}-title`}>
      <h3 id={`security-${id}-title`}>
        <FormattedMessage id={title} />
      </h3>
      {children}
    </section>
  );
}

/** The outcome line under a form: done, or the server's words. */
function Outcome({ status, done }: { status: FormStatus; done: string }) {
  if (status.state === 'done')
    return (
      <p className="security-done" role="status">
        <FormattedMessage id={done} />
      </p>
    );
  return <ErrorLine error={status.state === 'error' ? (status.error ?? '') : null} fallback="settings.security.error" />;
}

/** Clears what was typed once the server took it (a password never stays in a field longer than needed). */
function useClearedOnDone(status: FormStatus, clear: () => void) {
  useEffect(() => {
    if (status.state === 'done') clear();
    // only the outcome matters; `clear` is a new function each render
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [status.state]);
}

function EmailForm() {
  const dispatch = useAppDispatch();
  const status = useAppSelector((s) => selectSecurityState(s).email);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  useClearedOnDone(status, () => (setEmail(''), setPassword('')));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    dispatch(emailChangeRequested({ password, email: email.trim() }));
  };
  return (
    <Section id="email" title="settings.security.email.title">
      <form onSubmit={submit}>
        <fieldset className="settings-fieldset" disabled={status.state === 'pending'}>
          <Field label="settings.security.email.new" type="email" autoComplete="email" value={email} onChange={setEmail} />
          <CurrentPassword value={password} onChange={setPassword} />
          <Outcome status={status} done="settings.security.email.done" />
          <button type="submit" className="button button-primary">
            <FormattedMessage id="settings.save" />
          </button>
        </fieldset>
      </form>
    </Section>
  );
}

function PasswordForm() {
  const dispatch = useAppDispatch();
  const status = useAppSelector((s) => selectSecurityState(s).password);
  const [password, setPassword] = useState('');
  const [next, setNext] = useState('');
  const [confirmation, setConfirmation] = useState('');
  useClearedOnDone(status, () => (setPassword(''), setNext(''), setConfirmation('')));
  const mismatch = confirmation !== '' && next !== confirmation;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!mismatch) dispatch(passwordChangeRequested({ password, newPassword: next, confirmation }));
  };
  return (
    <Section id="password" title="settings.security.password.title">
      <form onSubmit={submit}>
        <fieldset className="settings-fieldset" disabled={status.state === 'pending'}>
          <CurrentPassword value={password} onChange={setPassword} />
          <Field
            label="settings.security.password.new"
            type="password"
            autoComplete="new-password"
            value={next}
            onChange={setNext}
          />
          <Field
            label="settings.security.password.confirm"
            type="password"
            autoComplete="new-password"
            value={confirmation}
            onChange={setConfirmation}
          />
          {mismatch && (
            <p className="settings-error" role="alert">
              <FormattedMessage id="settings.security.password.mismatch" />
            </p>
          )}
          <Outcome status={status} done="settings.security.password.done" />
          <button type="submit" className="button button-primary" disabled={mismatch}>
            <FormattedMessage id="settings.save" />
          </button>
        </fieldset>
      </form>
    </Section>
  );
}

function TokensSection() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { load, list, revoking, error } = useAppSelector((s) => selectSecurityState(s).tokens);
  let body;
  if (load === 'error')
    body = (
      <p className="settings-error" role="alert">
        <FormattedMessage id="settings.security.tokens.error" />
      </p>
    );
  else if (load !== 'ready')
    body = (
      <p className="settings-hint">
        <FormattedMessage id="general.loading" />
      </p>
    );
  else if (list.length === 0)
    body = (
      <p className="settings-hint">
        <FormattedMessage id="settings.security.tokens.none" />
      </p>
    );
  else
    body = (
      <ul className="security-list">
        {list.map((token) => (
          <li key={token.id} className="security-row">
            <span className="security-row-main">
              <strong>{token.appName || '—'}</strong>
              {token.validUntil && !Number.isNaN(Date.parse(token.validUntil)) && (
                <span className="settings-hint">
                  <FormattedMessage id="settings.security.tokens.valid_until" />{' '}
                  <FormattedDate value={token.validUntil} dateStyle="medium" />
                </span>
              )}
            </span>
            <button
              type="button"
              className="button"
              disabled={revoking.includes(token.id)}
              aria-label={intl.formatMessage({ id: 'settings.security.tokens.revoke_named' }, { app: token.appName })}
              onClick={() => dispatch(tokenRevokeRequested({ id: token.id }))}
            >
              <FormattedMessage id="settings.security.tokens.revoke" />
            </button>
          </li>
        ))}
      </ul>
    );
  return (
    <Section id="tokens" title="settings.security.tokens.title">
      {body}
      <ErrorLine error={error} fallback="settings.security.error" />
    </Section>
  );
}

function AliasesSection() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { load, list, add, removing, error } = useAppSelector((s) => selectSecurityState(s).aliases);
  const [alias, setAlias] = useState('');
  useClearedOnDone(add, () => setAlias(''));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    dispatch(aliasAddRequested({ alias: alias.trim().replace(/^@/, '') }));
  };
  return (
    <Section id="aliases" title="settings.security.aliases.title">
      <p className="settings-hint">
        <FormattedMessage id="settings.security.aliases.hint" />
      </p>
      {load === 'ready' && list.length === 0 && (
        <p className="settings-hint">
          <FormattedMessage id="settings.security.aliases.none" />
        </p>
      )}
      {list.length > 0 && (
        <ul className="security-list">
          {list.map((a) => (
            <li key={a} className="security-row">
              <span className="security-row-main" dir="ltr">
                @{a}
              </span>
              <button
                type="button"
                className="button"
                disabled={removing.includes(a)}
                aria-label={intl.formatMessage({ id: 'settings.security.aliases.remove' }, { alias: a })}
                onClick={() => dispatch(aliasRemoveRequested({ alias: a }))}
              >
                <FormattedMessage id="settings.security.remove" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <ErrorLine error={load === 'error' || error !== null ? (error ?? '') : null} fallback="settings.security.error" />
      <form onSubmit={submit}>
        <fieldset className="settings-fieldset" disabled={add.state === 'pending'}>
          <Field label="settings.security.aliases.new" value={alias} onChange={setAlias} />
          <ErrorLine error={add.state === 'error' ? (add.error ?? '') : null} fallback="settings.security.error" />
          <button type="submit" className="button">
            <FormattedMessage id="settings.security.aliases.add" />
          </button>
        </fieldset>
      </form>
    </Section>
  );
}

function MoveForm() {
  const dispatch = useAppDispatch();
  const status = useAppSelector((s) => selectSecurityState(s).move);
  const [target, setTarget] = useState('');
  const [password, setPassword] = useState('');
  useClearedOnDone(status, () => (setTarget(''), setPassword('')));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    dispatch(moveRequested({ password, target: target.trim().replace(/^@/, '') }));
  };
  return (
    <Section id="move" title="settings.security.move.title">
      <p className="settings-hint">
        <FormattedMessage id="settings.security.move.hint" />
      </p>
      <form onSubmit={submit}>
        <fieldset className="settings-fieldset" disabled={status.state === 'pending'}>
          <Field label="settings.security.move.target" value={target} onChange={setTarget} />
          <CurrentPassword value={password} onChange={setPassword} />
          <Outcome status={status} done="settings.security.move.done" />
          <button type="submit" className="button">
            <FormattedMessage id="settings.security.move.title" />
          </button>
        </fieldset>
      </form>
    </Section>
  );
}

function DeleteForm() {
  const dispatch = useAppDispatch();
  const status = useAppSelector((s) => selectSecurityState(s).deletion);
  const [password, setPassword] = useState('');
  const [confirming, setConfirming] = useState(false);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setConfirming(true);
  };
  const confirm = () => {
    setConfirming(false);
    dispatch(deletionRequested({ password }));
  };
  return (
    <Section id="delete" title="settings.security.delete.title">
      <form onSubmit={submit}>
        <fieldset className="settings-fieldset" disabled={status.state === 'pending'}>
          <CurrentPassword value={password} onChange={setPassword} />
          <ErrorLine error={status.state === 'error' ? (status.error ?? '') : null} fallback="settings.security.error" />
          <button type="submit" className="button button-danger">
            <FormattedMessage id="settings.security.delete.submit" />
          </button>
        </fieldset>
      </form>
      {confirming && (
        <AskedPiece onClose={() => setConfirming(false)}>
          <ConfirmDialog
            title={<FormattedMessage id="settings.security.delete.confirm_title" />}
            confirmLabel={<FormattedMessage id="settings.security.delete.submit" />}
            onConfirm={confirm}
            onCancel={() => setConfirming(false)}
          >
            <FormattedMessage id="settings.security.delete.confirm" />
          </ConfirmDialog>
        </AskedPiece>
      )}
    </Section>
  );
}

/** Only Pleroma and Akkoma have these calls; a server not yet identified is given the benefit of the doubt. */
const PLEROMA_LIKE = new Set(['pleroma', 'akkoma', 'unknown']);

export default function SecurityTab() {
  const dispatch = useAppDispatch();
  const { software } = useAppSelector(selectCapabilities);
  const supported = PLEROMA_LIKE.has(software);
  useEffect(() => {
    if (supported) dispatch(securityOpened());
  }, [dispatch, supported]);
  if (!supported)
    return (
      <p className="settings-hint">
        <FormattedMessage id="settings.security.unsupported" />
      </p>
    );
  return (
    <div className="settings-security">
      <MfaSection />
      <TokensSection />
      <EmailForm />
      <PasswordForm />
      <AliasesSection />
      <MoveForm />
      <DeleteForm />
    </div>
  );
}
