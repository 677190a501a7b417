import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useAppSelector } from '../../store/hooks';
import { selectInstanceName } from '../../selectors/instance';
import { htmlToText } from '../../utils/htmlText';

/** The longest start of a post a title carries. */
const START = 40;

/** A post's text as a title takes it: tags stripped, spaces joined, cut at a word near 40 characters. */
export function titleStart(html: string): string {
  const flat = htmlToText(html);
  if (flat.length <= START) return flat;
  const cut = flat.slice(0, START);
  const space = cut.lastIndexOf(' ');
  return `${space > START / 2 ? cut.slice(0, space) : cut}…`;
}

/**
 * The window's title for a screen (issue 26): 'Home — instance name', so tabs, history and screen readers tell
 * screens apart. `part` null (still loading): the instance name alone.
 */
export function useDocumentTitle(part: string | null | undefined) {
  const instance = useAppSelector(selectInstanceName);
  useEffect(() => {
    // the unread count's '(3) ' prefix (notifications/lib/attention.ts) stays
    const count = /^\((?:\d+|!)\) /.exec(document.title)?.[0] ?? '';
    document.title = `${count}${part ? `${part} — ${instance}` : instance}`;
  }, [part, instance]);
}

/** The same, from a message id. */
export function useDocumentTitleMessage(id: string, values?: Record<string, string>) {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id }, values));
}
