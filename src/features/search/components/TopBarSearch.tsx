import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useAppSelector } from '../../../store/hooks';
import { selectCapabilities } from '../../../selectors/instance';
import { Icon } from '../../../components/Icon/Icon';
import './TopBarSearch.css';

/**
 * The desktop top bar's expanding search (spec 000 §2 "App shell"): an icon that opens a field; Enter goes to
 * /search?query=…; Escape or the close button folds it back. Members always have it; visitors where the server
 * lets them search (never in private mode).
 */
export function TopBarSearch() {
  const may = useAppSelector((s) => s.auth.me !== null || selectCapabilities(s).visitorReads.search);
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const opened = useRef(false);
  const navigate = useNavigate();
  const intl = useIntl();
  useEffect(() => {
    // Focus follows the change: into the field when it opens, back to the icon when it folds.
    if (open) input.current?.focus();
    else if (opened.current) toggle.current?.focus();
    opened.current = open;
  }, [open]);
  if (!may) return null;
  const label = intl.formatMessage({ id: 'search.search' });
  if (!open)
    return (
      <button
        ref={toggle}
        type="button"
        className="top-bar-button"
        aria-label={label}
        aria-expanded={false}
        onClick={() => setOpen(true)}
      >
        <Icon name="search" size={20} />
      </button>
    );
  const close = () => {
    setText('');
    setOpen(false);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const query = text.trim();
    if (query) void navigate(`/search?query=${encodeURIComponent(query)}`);
  };
  return (
    <form role="search" className="top-bar-search" onSubmit={submit}>
      <input
        ref={input}
        type="search"
        aria-label={label}
        placeholder={label}
        value={text}
        enterKeyHint="search"
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Escape') close();
        }}
      />
      <button type="submit" className="top-bar-button" aria-label={label}>
        <Icon name="search" size={20} />
      </button>
      <button type="button" className="top-bar-button" aria-label={intl.formatMessage({ id: 'search.close' })} onClick={close}>
        <Icon name="close" size={20} />
      </button>
    </form>
  );
}
