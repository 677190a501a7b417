// The editors of the theme tab: common colours, opacity, roundness and fonts. Every change is the member's custom
// theme at once (the page repaints); the contrast list under the colours follows.
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { slotResolver } from '../../../../theme/derive';
import { toHex } from '../../../../theme/color';
import { DEFAULT_OPACITY, DEFAULT_RADII } from '../../../../theme/defaults';
import type { ThemeSource } from '../../../../theme/types';
import { COMMON_COLORS, FONT_CHOICES, FONT_KEYS, OPACITY_KEYS, RADII_KEYS, withColor, withFont, withNumber } from './themeEdits';

type Change = (source: ThemeSource) => void;

export function ColorEditor({ source, onChange }: { source: ThemeSource; onChange: Change }) {
  const resolve = slotResolver(source);
  return (
    <div className="theme-editor-grid">
      {COMMON_COLORS.map((key) => {
        const shown = resolve(key);
        return (
          <label key={key} className="theme-editor-field">
            <span>
              <FormattedMessage id={`settings.theme.color.${key}`} />
            </span>
            <input
              type="color"
              data-slot={key}
              value={shown ? toHex(shown) : '#000000'}
              onChange={(e) => onChange(withColor(source, key, e.target.value))}
            />
            <code>{source.colors[key] ?? (shown ? toHex(shown) : '')}</code>
          </label>
        );
      })}
    </div>
  );
}

function NumberField(props: {
  label: string;
  value: number;
  min: number;
  max: number;
  step: number;
  onCommit: (n: number) => void;
}) {
  const id = useId();
  // what is typed, so a half-typed number is not snapped back
  const [draft, setDraft] = useState<string | null>(null);
  return (
    <div className="theme-editor-field">
      <label htmlFor={id}>{props.label}</label>
      <input
        id={id}
        type="number"
        min={props.min}
        max={props.max}
        step={props.step}
        value={draft ?? String(props.value)}
        onChange={(e) => {
          setDraft(e.target.value);
          const n = Number(e.target.value);
          if (e.target.value !== '' && Number.isFinite(n) && n >= props.min && n <= props.max) props.onCommit(n);
        }}
        onBlur={() => setDraft(null)}
      />
    </div>
  );
}

const numberOf = (v: number | string | undefined, fallback: number) => {
  const n = Number(v);
  return v !== undefined && Number.isFinite(n) ? n : fallback;
};

export function OpacityEditor({ source, onChange }: { source: ThemeSource; onChange: Change }) {
  const intl = useIntl();
  return (
    <div className="theme-editor-grid">
      {OPACITY_KEYS.map((key) => (
        <NumberField
          key={key}
          label={intl.formatMessage({ id: `settings.theme.opacity.${key}` })}
          value={numberOf(source.opacity[key], DEFAULT_OPACITY[key] ?? 1)}
          min={0}
          max={1}
          step={0.05}
          onCommit={(n) => onChange(withNumber(source, 'opacity', key, n))}
        />
      ))}
    </div>
  );
}

export function RadiiEditor({ source, onChange }: { source: ThemeSource; onChange: Change }) {
  const intl = useIntl();
  return (
    <div className="theme-editor-grid">
      {RADII_KEYS.map((key) => (
        <NumberField
          key={key}
          label={intl.formatMessage({ id: `settings.theme.radius.${key}` })}
          value={numberOf(source.radii[key], DEFAULT_RADII[key] ?? 0)}
          min={0}
          max={999}
          step={1}
          onCommit={(n) => onChange(withNumber(source, 'radii', key, n))}
        />
      ))}
    </div>
  );
}

function FontField({ slot, source, onChange }: { slot: string; source: ThemeSource; onChange: Change }) {
  const id = useId();
  const intl = useIntl();
  const family = source.fonts[slot]?.family ?? '';
  const generic = (FONT_CHOICES as readonly string[]).includes(family);
  const [custom, setCustom] = useState(!generic);
  const choice = custom ? 'custom' : family;
  return (
    <div className="theme-editor-field theme-font-field">
      <label htmlFor={id}>
        <FormattedMessage id={`settings.theme.font.${slot}`} />
      </label>
      <select
        id={id}
        value={choice}
        onChange={(e) => {
          const value = e.target.value;
          setCustom(value === 'custom');
          if (value !== 'custom') onChange(withFont(source, slot, value));
        }}
      >
        {FONT_CHOICES.map((f) => (
          <option key={f} value={f}>
            {f || intl.formatMessage({ id: 'settings.theme.font.default' })}
          </option>
        ))}
        <option value="custom">{intl.formatMessage({ id: 'settings.theme.font.custom' })}</option>
      </select>
      {custom && (
        <input
          type="text"
          aria-label={intl.formatMessage({ id: 'settings.theme.font.custom_name' })}
          placeholder={intl.formatMessage({ id: 'settings.theme.font.custom_name' })}
          defaultValue={generic ? '' : family}
          onBlur={(e) => onChange(withFont(source, slot, e.target.value))}
        />
      )}
    </div>
  );
}

export function FontEditor({ source, onChange }: { source: ThemeSource; onChange: Change }) {
  return (
    <div className="theme-editor-grid">
      {FONT_KEYS.map((slot) => (
        <FontField key={slot} slot={slot} source={source} onChange={onChange} />
      ))}
    </div>
  );
}
