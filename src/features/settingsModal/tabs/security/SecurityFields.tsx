import { useId } from 'react';
import { FormattedMessage } from 'react-intl';

/** The server's words, else the client's sentence; nothing when there is no error. */
export function ErrorLine({ error, fallback }: { error: string | null; fallback: string }) {
  if (error === null) return null;
  return (
    <p className="settings-error" role="alert">
      {error || <FormattedMessage id={fallback} />}
    </p>
  );
}

/** A labelled input whose value the form owns. */
export function Field(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: 'password' | 'email' | 'text';
  autoComplete?: string;
  inputMode?: 'numeric';
}) {
  const id = useId();
  return (
    <label htmlFor={id} className="security-field">
      <span>
        <FormattedMessage id={props.label} />
      </span>
      <input
        id={id}
        type={props.type ?? 'text'}
        required
        autoComplete={props.autoComplete}
        inputMode={props.inputMode}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
      />
    </label>
  );
}

export const CurrentPassword = ({ value, onChange }: { value: string; onChange: (v: string) => void }) => (
  <Field
    label="settings.security.password.current"
    type="password"
    autoComplete="current-password"
    value={value}
    onChange={onChange}
  />
);
