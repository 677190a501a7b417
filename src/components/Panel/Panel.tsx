import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

/**
 * A titled panel: a section named by its heading (a region for screen readers), the heading in the
 * panel's header bar. `level` 1 for a screen's own panel, 2 for one of several on a screen.
 */
export function Panel({
  id,
  titleId,
  level = 2,
  className = '',
  children,
}: {
  /** the heading's id, unique on the page */
  id: string;
  titleId: string;
  level?: 1 | 2;
  className?: string;
  children: ReactNode;
}) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <section className={`panel ${className}`.trim()} aria-labelledby={id}>
      <div className="panel-heading">
        <Heading id={id}>
          <FormattedMessage id={titleId} />
        </Heading>
      </div>
      {children}
    </section>
  );
}
