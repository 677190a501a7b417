// The theme tab (spec 001 §2 Settings, issue 22): presets with a preview, the 'keep' switches, import / export /
// reset, and the editors. Lazy with the modal's other tabs; the engine comes with it (src/theme/engine.ts).
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { computeTheme } from '../../../../theme/derive';
import { exportThemeFile } from '../../../../theme/exportTheme';
import { loadPreset } from '../../../../theme/engine';
import { parseThemeFile } from '../../../../theme/parse';
import type { Theme, ThemeRejection } from '../../../../theme/types';
import { offerDownload } from '../data/lib/download';
import { ContrastList } from './ContrastList';
import { ColorEditor, FontEditor, OpacityEditor, RadiiEditor } from './ThemeEditors';
import { AdvancedColors, ShadowEditor } from './AdvancedEditors';
import { ThemePreview } from './ThemePreview';
import { KEEP_PARTS, withKept, type KeepPart } from './themeEdits';
import { useThemeTab } from './useThemeTab';
import './ThemeTab.css';
import { JsonFileInput } from '../../components/JsonFileInput';

const EDITORS = ['colors', 'advanced', 'opacity', 'radii', 'shadows', 'fonts'] as const;
type Editor = (typeof EDITORS)[number];

/** The instance's default, when it fails AA somewhere: named pairs, else nothing. */
function useInstanceWarning(name: string | null): string[] {
  const [failing, setFailing] = useState<string[]>([]);
  useEffect(() => {
    let live = true;
    if (!name) return setFailing([]);
    void loadPreset(name).then((theme) => {
      if (!live || !theme) return;
      const pairs = computeTheme(theme.source).pairs.filter((p) => p.ratio < p.min);
      setFailing(pairs.map((p) => `${p.fg.slice(2)} / ${p.bg.slice(2)} (${p.ratio.toFixed(2)}:1)`));
    });
    return () => {
      live = false;
    };
  }, [name]);
  return failing;
}

function PresetSection({ tab }: { tab: ReturnType<typeof useThemeTab> }) {
  const id = useId();
  const intl = useIntl();
  const [picked, setPicked] = useState<string | null>(null);
  const [preview, setPreview] = useState<Theme | null>(null);
  const [keep, setKeep] = useState<ReadonlySet<KeepPart>>(new Set());
  const selected = picked ?? tab.presetName ?? '';
  useEffect(() => {
    let live = true;
    if (!picked) return setPreview(null);
    void loadPreset(picked).then((theme) => live && setPreview(theme));
    return () => {
      live = false;
    };
  }, [picked]);
  const shown = preview ?? tab.current;
  const vars = useMemo(() => (shown ? computeTheme(shown.source).vars : null), [shown]);

  const apply = () => {
    if (!preview || !picked) return;
    if (keep.size === 0 || !tab.current) tab.pickPreset(picked);
    else tab.pickSource(withKept(preview.source, tab.current.source, keep), picked);
    setPicked(null);
  };

  return (
    <section className="theme-section" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>
        <FormattedMessage id="settings.theme.presets" />
      </h3>
      <div className="theme-preset-row">
        <label htmlFor={id}>
          <FormattedMessage id="settings.theme.preset" />
        </label>
        <select id={id} value={selected} onChange={(e) => setPicked(e.target.value)}>
          {!tab.presetName && !picked && (
            <option value="">{tab.current?.name || intl.formatMessage({ id: 'settings.theme.custom' })}</option>
          )}
          {tab.presets.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
        <button type="button" className="button button-primary" disabled={!preview} onClick={apply}>
          <FormattedMessage id="settings.theme.use" />
        </button>
      </div>
      <fieldset className="theme-keep">
        <legend>
          <FormattedMessage id="settings.theme.keep" />
        </legend>
        {KEEP_PARTS.map((part) => (
          <label key={part}>
            <input
              type="checkbox"
              checked={keep.has(part)}
              onChange={(e) => {
                const next = new Set(keep);
                if (e.target.checked) next.add(part);
                else next.delete(part);
                setKeep(next);
              }}
            />
            <FormattedMessage id={`settings.theme.keep.${part}`} />
          </label>
        ))}
      </fieldset>
      {vars && shown && <ThemePreview vars={vars} name={shown.name} />}
    </section>
  );
}

function FileSection({ tab }: { tab: ReturnType<typeof useThemeTab> }) {
  const intl = useIntl();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<ThemeRejection | null>(null);
  const [imported, setImported] = useState<string | null>(null);
  return (
    <section className="theme-section theme-file">
      <div className="theme-file-buttons">
        <button type="button" className="button" onClick={() => input.current?.click()}>
          <FormattedMessage id="settings.theme.import" />
        </button>
        <button
          type="button"
          className="button"
          disabled={!tab.current}
          onClick={() =>
            tab.current && offerDownload(exportThemeFile(tab.current), `${tab.current.name || 'theme'}.json`, 'application/json')
          }
        >
          <FormattedMessage id="settings.theme.export" />
        </button>
        <button type="button" className="button" onClick={tab.reset}>
          <FormattedMessage id="settings.theme.reset" />
        </button>
      </div>
      <JsonFileInput
        inputRef={input}
        label={intl.formatMessage({ id: 'settings.theme.import' })}
        testId="theme-file-input"
        onText={(text, fileName) => {
          const parsed = parseThemeFile(text, fileName.replace(/\.json$/i, ''));
          // a refused file changes nothing: only the message
          if (!parsed.ok) {
            setImported(null);
            return setError(parsed.error);
          }
          setError(null);
          setImported(parsed.theme.name);
          tab.pickSource(parsed.theme.source, parsed.theme.name);
        }}
      />
      {error && (
        <p className="theme-import-error" role="alert">
          <FormattedMessage id="settings.theme.import.refused" />{' '}
          <FormattedMessage id={`settings.theme.import.${error.reason}`} values={error.values} />
        </p>
      )}
      {imported !== null && (
        <p className="theme-import-ok" role="status">
          <FormattedMessage id="settings.theme.import.done" values={{ name: imported }} />
        </p>
      )}
    </section>
  );
}

function EditorSection({ tab }: { tab: ReturnType<typeof useThemeTab> }) {
  const [editor, setEditor] = useState<Editor>('colors');
  const current = tab.current;
  const pairs = useMemo(() => (current ? computeTheme(current.source).pairs : []), [current]);
  if (!current) return null;
  const change = tab.pickSource;
  return (
    <section className="theme-section">
      <div className="theme-editor-tabs" role="tablist">
        {EDITORS.map((e) => (
          <button
            key={e}
            type="button"
            role="tab"
            aria-selected={e === editor}
            className={e === editor ? 'theme-editor-tab is-active' : 'theme-editor-tab'}
            onClick={() => setEditor(e)}
          >
            <FormattedMessage id={`settings.theme.editor.${e}`} />
          </button>
        ))}
      </div>
      <div role="tabpanel">
        {editor === 'colors' && (
          <>
            <ColorEditor source={current.source} onChange={change} />
            <h4>
              <FormattedMessage id="settings.theme.contrast" />
            </h4>
            <ContrastList pairs={pairs} />
          </>
        )}
        {editor === 'advanced' && <AdvancedColors source={current.source} onChange={change} />}
        {editor === 'opacity' && <OpacityEditor source={current.source} onChange={change} />}
        {editor === 'radii' && <RadiiEditor source={current.source} onChange={change} />}
        {editor === 'shadows' && <ShadowEditor source={current.source} onChange={change} />}
        {editor === 'fonts' && (
          <FontEditor key={JSON.stringify(current.source.fonts)} source={current.source} onChange={change} />
        )}
      </div>
    </section>
  );
}

export default function ThemeTab() {
  const tab = useThemeTab();
  const failing = useInstanceWarning(tab.instanceDefault);
  return (
    <div className="theme-tab">
      {failing.length > 0 && (
        <p className="theme-warning" role="note">
          <FormattedMessage
            id="settings.theme.instance_fails"
            values={{ name: tab.instanceDefault ?? '', pairs: failing.join(', ') }}
          />
        </p>
      )}
      <PresetSection tab={tab} />
      <FileSection tab={tab} />
      <EditorSection tab={tab} />
    </div>
  );
}
