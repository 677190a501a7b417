// The advanced editors: per-component colours (each follows what the theme derives until set) and layered shadows
// (offsets, blur, spread, colour, alpha, inset), in Pleroma's slot names, as theme files have them.
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { slotResolver } from '../../../../theme/derive';
import { parseColor, toHex } from '../../../../theme/color';
import { SLOT_FALLBACKS } from '../../../../theme/defaults';
import type { ShadowLayer, ThemeSource } from '../../../../theme/types';
import { ADVANCED_COLORS, NEW_LAYER, SHADOW_SLOTS, withColor, withoutColor, withoutShadow, withShadow } from './themeEdits';

type Change = (source: ThemeSource) => void;

export function AdvancedColors({ source, onChange }: { source: ThemeSource; onChange: Change }) {
  const intl = useIntl();
  const resolve = slotResolver(source);
  return (
    <div className="theme-editor-grid">
      {ADVANCED_COLORS.map((key) => {
        const shown = resolve(key);
        const own = source.colors[key];
        return (
          <div key={key} className="theme-editor-field">
            <code className="theme-slot-name">{key}</code>
            <input
              type="color"
              aria-label={key}
              value={shown ? toHex(shown) : '#000000'}
              onChange={(e) => onChange(withColor(source, key, e.target.value))}
            />
            {own !== undefined ? (
              <span className="theme-slot-own">
                <code>{own}</code>{' '}
                <button type="button" className="button-link" onClick={() => onChange(withoutColor(source, key))}>
                  <FormattedMessage id="settings.theme.advanced.reset" />
                </button>
              </span>
            ) : (
              <code>{intl.formatMessage({ id: 'settings.theme.advanced.follows' }, { slot: SLOT_FALLBACKS[key] ?? '—' })}</code>
            )}
          </div>
        );
      })}
    </div>
  );
}

const num = (v: number | string | undefined) => (Number.isFinite(Number(v)) ? Number(v) : 0);

function LayerRow(props: {
  layer: ShadowLayer;
  index: number;
  resolve: (v: string) => ReturnType<ReturnType<typeof slotResolver>>;
  onChange: (layer: ShadowLayer) => void;
  onRemove: () => void;
}) {
  const intl = useIntl();
  const { layer } = props;
  const label = (id: string) => `${intl.formatMessage({ id: `settings.theme.shadow.${id}` })} ${props.index + 1}`;
  const field = (key: 'x' | 'y' | 'blur' | 'spread', min: number) => (
    <input
      type="number"
      min={min}
      max={999}
      aria-label={label(key)}
      title={label(key)}
      value={num(layer[key])}
      onChange={(e) => e.target.value !== '' && props.onChange({ ...layer, [key]: Number(e.target.value) })}
    />
  );
  const color = parseColor(layer.color) ?? props.resolve(layer.color.trim());
  return (
    <li className="theme-shadow-layer">
      {field('x', -999)}
      {field('y', -999)}
      {field('blur', 0)}
      {field('spread', -999)}
      <input
        type="color"
        aria-label={label('color')}
        value={color ? toHex(color) : '#000000'}
        onChange={(e) => props.onChange({ ...layer, color: e.target.value })}
      />
      <input
        type="number"
        min={0}
        max={1}
        step={0.05}
        aria-label={label('alpha')}
        title={label('alpha')}
        value={num(layer.alpha)}
        onChange={(e) => e.target.value !== '' && props.onChange({ ...layer, alpha: Number(e.target.value) })}
      />
      <label className="theme-shadow-inset">
        <input
          type="checkbox"
          checked={layer.inset === true}
          onChange={(e) => props.onChange({ ...layer, inset: e.target.checked })}
        />
        <FormattedMessage id="settings.theme.shadow.inset" />
      </label>
      <button type="button" className="button" aria-label={label('remove')} onClick={props.onRemove}>
        ✕
      </button>
    </li>
  );
}

export function ShadowEditor({ source, onChange }: { source: ThemeSource; onChange: Change }) {
  const intl = useIntl();
  const [slot, setSlot] = useState<string>('panel');
  const resolve = slotResolver(source);
  const layers = source.shadows[slot];
  const set = (next: ShadowLayer[]) => onChange(withShadow(source, slot, next));
  return (
    <div className="theme-shadows">
      <label className="theme-editor-field">
        <FormattedMessage id="settings.theme.shadow.slot" />
        <select value={slot} onChange={(e) => setSlot(e.target.value)}>
          {SHADOW_SLOTS.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
      </label>
      {layers === undefined && (
        <p className="theme-shadow-default">
          <FormattedMessage id="settings.theme.shadow.default" />
        </p>
      )}
      {layers !== undefined && layers.length > 0 && (
        <ol className="theme-shadow-layers" aria-label={intl.formatMessage({ id: 'settings.theme.shadow.layers' })}>
          {layers.map((layer, i) => (
            <LayerRow
              // layers have no identity of their own: their place is it
              key={i}
              index={i}
              layer={layer}
              resolve={resolve}
              onChange={(next) => set(layers.map((l, j) => (j === i ? next : l)))}
              onRemove={() => set(layers.filter((_, j) => j !== i))}
            />
          ))}
        </ol>
      )}
      <div className="theme-file-buttons">
        <button type="button" className="button" onClick={() => set([...(layers ?? []), NEW_LAYER])}>
          <FormattedMessage id="settings.theme.shadow.add" />
        </button>
        {layers !== undefined && (
          <button type="button" className="button" onClick={() => onChange(withoutShadow(source, slot))}>
            <FormattedMessage id="settings.theme.advanced.reset" />
          </button>
        )}
      </div>
    </div>
  );
}
