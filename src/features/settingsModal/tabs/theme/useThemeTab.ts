// The theme tab's view of the store: the theme shown now (as the engine resolves the member's choice), the presets on
// offer (shipped, then the instance's styles.json), and the actions that change the member's theme settings.
import { useEffect, useMemo, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../../../store/hooks';
import { settingChanged } from '../../../../slices/settings';
import { choiceKey, instanceThemeName, themeChoice } from '../../../../theme/choice';
import { loadStylesIndex, themeFor } from '../../../../theme/engine';
import { SHIPPED_PRESETS } from '../../../../theme/presets';
import type { Theme, ThemeSource } from '../../../../theme/types';

const prefersLight = () => window.matchMedia?.('(prefers-color-scheme: light)').matches ?? false;

export function useThemeTab() {
  const dispatch = useAppDispatch();
  const user = useAppSelector((s) => s.settings.user);
  const frontendConfig = useAppSelector((s) => s.instance.frontendConfig);
  const staticConfig = useAppSelector((s) => s.instance.staticConfig);
  const choice = useMemo(
    () => themeChoice(user, frontendConfig, staticConfig, prefersLight()),
    [user, frontendConfig, staticConfig],
  );
  const key = choiceKey(choice);
  const [current, setCurrent] = useState<Theme | null>(null);
  useEffect(() => {
    let live = true;
    void themeFor(choice).then((theme) => live && setCurrent(theme));
    return () => {
      live = false;
    };
    // the key says all the choice holds
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  const [presets, setPresets] = useState<string[]>(Object.keys(SHIPPED_PRESETS));
  useEffect(() => {
    let live = true;
    void loadStylesIndex().then((index) => {
      if (live) setPresets([...new Set([...Object.keys(SHIPPED_PRESETS), ...Object.keys(index)])]);
    });
    return () => {
      live = false;
    };
  }, []);

  const instanceDefault = instanceThemeName(frontendConfig, staticConfig);
  return {
    current,
    presetName: choice.custom === null ? choice.name : null,
    presets,
    instanceDefault,
    /** a preset as it is: the member's theme is its name */
    pickPreset: (name: string) => {
      dispatch(settingChanged('theme', name));
      dispatch(settingChanged('customThemeSource', null));
    },
    /** an edited, imported or partly kept theme */
    pickSource: (source: ThemeSource, name?: string) => {
      if (name) dispatch(settingChanged('theme', name));
      dispatch(settingChanged('customThemeSource', source));
    },
    /** back to the instance's default: '' follows whatever the instance names (theme/choice.ts) */
    reset: () => {
      dispatch(settingChanged('theme', ''));
      dispatch(settingChanged('customThemeSource', null));
    },
  };
}
