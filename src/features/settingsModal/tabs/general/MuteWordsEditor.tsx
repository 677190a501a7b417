// The mute-words editor: one word or phrase a line, applied shortly after typing stops (so a half-typed word does
// not mute half the timeline for a moment) and on leaving the field.
import { useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../../store/hooks';
import { selectSettings } from '../../../../selectors/settings';
import { settingChanged } from '../../../../slices/settings';
import { sameWords, textFromWords, wordsFromText } from './muteWords';

export const MUTE_WORDS_APPLY_MS = 500;

export function MuteWordsEditor() {
  const id = useId();
  const hintId = useId();
  const dispatch = useAppDispatch();
  const saved = useAppSelector((s) => selectSettings(s).muteWords);
  const [draft, setDraft] = useState(() => textFromWords(Array.isArray(saved) ? saved : []));
  const latest = useRef({ draft, saved });
  latest.current = { draft, saved };

  // only what was typed here is applied: unmounting after a sign-out (settings wiped) must not bring words back
  const dirty = useRef(false);
  const apply = () => {
    if (!dirty.current) return;
    dirty.current = false;
    const words = wordsFromText(latest.current.draft);
    if (!sameWords(words, latest.current.saved)) dispatch(settingChanged('muteWords', words));
  };
  const applyRef = useRef(apply);
  applyRef.current = apply;

  useEffect(() => {
    const timer = window.setTimeout(() => applyRef.current(), MUTE_WORDS_APPLY_MS);
    return () => window.clearTimeout(timer);
  }, [draft]);
  // closing the tab or the modal while the timer runs still keeps what was typed
  useEffect(() => () => applyRef.current(), []);

  return (
    <div className="general-setting general-mute-words">
      <label htmlFor={id}>
        <FormattedMessage id="settings.general.muteWords" />
      </label>
      <p id={hintId} className="general-hint">
        <FormattedMessage id="settings.general.muteWords.hint" />
      </p>
      <textarea
        id={id}
        aria-describedby={hintId}
        rows={5}
        dir="auto"
        spellCheck={false}
        value={draft}
        onChange={(e) => {
          dirty.current = true;
          setDraft(e.target.value);
        }}
        onBlur={apply}
      />
    </div>
  );
}
