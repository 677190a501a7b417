import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

export function Spinner() {
  const intl = useIntl();
  return <div className="spinner" role="status" aria-label={intl.formatMessage({ id: 'general.loading' })} />;
}

/** After this long a chunk still on its way says so (each attempt may take up to webpack's 120 s timeout). */
export const STILL_LOADING_MS = 4000;

/** 'Still loading…', once a code chunk has taken longer than STILL_LOADING_MS; nothing before. */
export function StillLoading() {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setSlow(true), STILL_LOADING_MS);
    return () => clearTimeout(timer);
  }, []);
  return slow ? (
    <p className="still-loading" role="status">
      <FormattedMessage id="general.still_loading" />
    </p>
  ) : null;
}

/** A screen's chunk on its way: the spinner, and 'Still loading…' under it when it is slow. */
export function ChunkSpinner() {
  return (
    <>
      <Spinner />
      <StillLoading />
    </>
  );
}
