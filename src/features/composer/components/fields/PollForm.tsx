import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../../store/hooks';
import { selectCapabilities } from '../../../../selectors/instance';
import { type PollDraft } from '../../composerSlice';
import { composerChanged } from '../../composerIntents';
import {
  amountRange,
  availableUnits,
  clampAmount,
  pollError,
  pollLimitsOf,
  UNIT_SECONDS,
  unitFor,
  type ExpiryUnit,
} from '../../lib/poll';
import './PollForm.css';
import { selectComposerState } from '../../composerSlice';

export interface PollFormProps {
  composerKey: string;
  disabled?: boolean;
}

/**
 * The poll of a composer, shown while its draft has one: options (capped at max_option_chars, added up to
 * max_options, deleted only above 2), single or multiple choice, and the expiry as an amount and a unit.
 */
export function PollForm({ composerKey, disabled = false }: PollFormProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const poll = useAppSelector((s) => selectComposerState(s).composers[composerKey]?.draft.poll ?? null);
  const limits = pollLimitsOf(useAppSelector(selectCapabilities).pollLimits);
  // The unit is the form's own choice; the draft keeps seconds. A restored draft shows in the largest even unit.
  const [unit, setUnit] = useState<ExpiryUnit | null>(null);
  const [amountText, setAmountText] = useState<string | null>(null);
  if (!poll) return null;

  const units = availableUnits(limits);
  const shownUnit =
    unit && units.includes(unit) && poll.expiresIn % UNIT_SECONDS[unit] === 0 ? unit : unitFor(poll.expiresIn, limits);
  const amount = poll.expiresIn / UNIT_SECONDS[shownUnit];
  const range = amountRange(shownUnit, limits);
  // the post button is disabled by the same rule; this says why
  const problem = pollError(poll, limits);

  const change = (next: Partial<PollDraft>) =>
    dispatch(composerChanged({ key: composerKey, changes: { poll: { ...poll, ...next } }, at: Date.now() }));
  const setOption = (index: number, text: string) =>
    change({ options: poll.options.map((o, i) => (i === index ? text.slice(0, limits.max_option_chars) : o)) });
  const setExpiry = (nextAmount: number, nextUnit: ExpiryUnit) => {
    // the unit the user works in stays, even when the seconds would read evenly in a larger one
    setUnit(nextUnit);
    change({ expiresIn: clampAmount(nextAmount, nextUnit, limits) * UNIT_SECONDS[nextUnit] });
  };

  return (
    <fieldset className="poll-form" disabled={disabled}>
      <legend className="visually-hidden">
        <FormattedMessage id="polls.poll" />
      </legend>
      <ol className="poll-form-options">
        {poll.options.map((option, i) => (
          // Options have no identity of their own; their place is their key.
          <li key={i} className="poll-form-option">
            <input
              type="text"
              value={option}
              maxLength={limits.max_option_chars}
              placeholder={intl.formatMessage({ id: 'polls.option' }, { n: i + 1 })}
              aria-label={intl.formatMessage({ id: 'polls.option' }, { n: i + 1 })}
              onChange={(e) => setOption(i, e.target.value)}
            />
            {poll.options.length > 2 && (
              <button
                type="button"
                className="poll-form-delete"
                aria-label={intl.formatMessage({ id: 'polls.delete_option' }, { n: i + 1 })}
                title={intl.formatMessage({ id: 'polls.delete_option' }, { n: i + 1 })}
                onClick={() => change({ options: poll.options.filter((_, j) => j !== i) })}
              >
                ×
              </button>
            )}
          </li>
        ))}
      </ol>
      <button
        type="button"
        className="button poll-form-add"
        disabled={poll.options.length >= limits.max_options}
        onClick={() => change({ options: [...poll.options, ''] })}
      >
        <FormattedMessage id="polls.add_option" />
      </button>
      <div className="poll-form-settings">
        <select
          aria-label={intl.formatMessage({ id: 'polls.type' })}
          value={poll.multiple ? 'multiple' : 'single'}
          onChange={(e) => change({ multiple: e.target.value === 'multiple' })}
        >
          <option value="single">{intl.formatMessage({ id: 'polls.single_choice' })}</option>
          <option value="multiple">{intl.formatMessage({ id: 'polls.multiple_choices' })}</option>
        </select>
        <div className="poll-form-expiry">
          <label className="poll-form-expiry">
            <span>
              <FormattedMessage id="polls.expiry" />
            </span>
            <input
              type="number"
              min={range.min}
              max={range.max}
              step={1}
              value={amountText ?? String(amount)}
              onChange={(e) => {
                // The typed text stays while typing; the draft gets the clamped value, the field shows it on blur.
                setAmountText(e.target.value);
                const n = Number(e.target.value);
                if (e.target.value !== '' && Number.isFinite(n)) setExpiry(n, shownUnit);
              }}
              onBlur={() => setAmountText(null)}
            />
          </label>
          <select
            aria-label={intl.formatMessage({ id: 'polls.expiry_unit' })}
            value={shownUnit}
            onChange={(e) => {
              const next = e.target.value as ExpiryUnit;
              setAmountText(null);
              setExpiry(amount, next);
            }}
          >
            {units.map((u) => (
              <option key={u} value={u}>
                {intl.formatMessage({ id: `polls.unit.${u}` })}
              </option>
            ))}
          </select>
        </div>
      </div>
      {problem && (
        <p className="poll-form-problem" aria-live="polite">
          <FormattedMessage id={problem} />
        </p>
      )}
    </fieldset>
  );
}
