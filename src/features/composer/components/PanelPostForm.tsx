import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { composerRequested } from '../index';
import { ComposerForm } from './ComposerForm';
import { selectComposerState } from '../composerSlice';
import { readPostFormRoom, STORAGE_KEYS, writeJson } from '../../../utils/storage';

/**
 * The new-post form in the desktop user panel, bound to the 'status' composer (the same draft as the new-post modal),
 * so a stored draft shows here as soon as the page is back. The composer is asked of the composer sagas in place (draft
 * restored, defaults applied, no modal). A text area stands in until the composer is there, in the room the form took
 * when it was last ready (the shell's stand-in for this chunk keeps the same), so the navigation panel below it is
 * never pushed down as the form comes in.
 */
export default function PanelPostForm() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const ready = useAppSelector((s) => 'status' in selectComposerState(s).composers);
  const [focusForm, setFocusForm] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const [room] = useState(readPostFormRoom);
  useLayoutEffect(() => {
    if (ready && box.current) writeJson(STORAGE_KEYS.postFormHeight, box.current.offsetHeight);
  }, [ready]);

  useEffect(() => {
    // asked beside ?message= (ComposerHost), either order ends with its text in the modal: the second request finds
    // the first one's composer (the feature loader hands buffered intents over one after another)
    if (ready) return;
    dispatch(composerRequested({ mode: 'new', inPlace: true }));
    // asked once, when the panel first shows without the composer
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <div ref={box} style={ready ? undefined : { minHeight: room }}>
      {ready ? (
        <ComposerForm composerKey="status" autoFocus={focusForm} />
      ) : (
        <div className="composer composer-standin">
          <textarea
            className="composer-text"
            rows={2}
            readOnly
            aria-label={intl.formatMessage({ id: 'post_status.text_label' })}
            placeholder={intl.formatMessage({ id: 'post_status.placeholder' })}
            onFocus={() => setFocusForm(true)}
          />
        </div>
      )}
    </div>
  );
}
