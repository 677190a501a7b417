import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { UiMessage } from '../slices/ui';

/** Turns a stored UiMessage into text: the server's own words when it sent some, else the translated key. */
export function useMessage(): (message: UiMessage) => string {
  const intl = useIntl();
  const format = useCallback(
    (message: UiMessage): string => {
      if (message.text) return message.text;
      const values: Record<string, string | number> = { ...message.values };
      if (message.cause) values.error = format(message.cause);
      return intl.formatMessage({ id: message.id }, values);
    },
    [intl],
  );
  return format;
}
