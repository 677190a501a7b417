// Each text and border colour the engine derives, on its surface, with its ratio and WCAG level (spec 001 §5: AA
// minimal, AAA recommended; borders and focus rings use the large-text thresholds).
import { FormattedMessage, FormattedNumber } from 'react-intl';
import { AA_LARGE, AAA_LARGE, AAA_TEXT } from '../../../../theme/defaults';
import type { ContrastPair } from '../../../../theme/types';

export function contrastLevel(pair: ContrastPair): 'aaa' | 'aa' | 'fail' {
  const aaa = pair.min <= AA_LARGE ? AAA_LARGE : AAA_TEXT;
  return pair.ratio >= aaa ? 'aaa' : pair.ratio >= pair.min ? 'aa' : 'fail';
}

export function ContrastList({ pairs }: { pairs: ContrastPair[] }) {
  return (
    <ul className="theme-contrast">
      {pairs.map((pair) => {
        const level = contrastLevel(pair);
        return (
          <li key={`${pair.fg} ${pair.bg}`} className={`theme-contrast-${level}`}>
            <code>{pair.fg.slice(2)}</code> / <code>{pair.bg.slice(2)}</code>{' '}
            <span className="theme-contrast-ratio">
              <FormattedNumber value={pair.ratio} maximumFractionDigits={2} />
              :1
            </span>{' '}
            <strong className="theme-contrast-level">
              <FormattedMessage id={`settings.theme.contrast.${level}`} />
            </strong>
          </li>
        );
      })}
    </ul>
  );
}
