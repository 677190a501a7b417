import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { StatusVisibility } from '../../../api/types/index';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { errorDismissed, type ComposerDraft, type ComposerKey } from '../composerSlice';
import { composerChanged, postRequested, previewHidden, previewRequested } from '../composerIntents';
import { selectCapabilities } from '../../../selectors/instance';
import { selectSettings } from '../../../selectors/settings';
import { selectCurrentAccount } from '../../../selectors/auth';
import { remainingCharacters } from '../lib/counter';
import { offeredScopes } from './scopesOffered';
import { defaultPoll, pollError, pollsAvailable } from '../lib/poll';
import { useMessage } from '../../../i18n/useMessage';
import { EmojiPickerPopover, type PickedEmoji } from '../../emoji/components/index';
import { Icon } from '../../../components/Icon/Icon';
import { ScopeSelector } from './ScopeSelector';
import { ComposerSelects } from './ComposerSelects';
import { ComposerPreview } from './ComposerPreview';
import { ComposerWarnings } from './ComposerWarnings';
import { AutocompleteTextarea } from './fields/AutocompleteTextarea';
import { PollForm } from './fields/PollForm';
import { MediaFileList, MediaPickerButton } from './fields/MediaField';
import { FileDropZone, useAddFiles, useFilePaste } from './fields/fileInput';
import './Composer.css';
import { selectComposerState } from '../composerSlice';
import { AskedPiece } from '../../../components/ErrorBoundary/ErrorBoundary';

interface Props {
  composerKey: ComposerKey;
  /** focus the text area when shown (modals, inline composers) */
  autoFocus?: boolean;
  /** the server took the post */
  onPosted?: () => void;
}

/** Inserts text at the caret with a space on each side where needed; returns the new text and caret. */
function insertAt(text: string, start: number, end: number, insert: string): { text: string; caret: number } {
  const before = text.slice(0, start);
  const after = text.slice(end);
  const lead = before === '' || /\s$/.test(before) ? '' : ' ';
  const trail = after.startsWith(' ') ? '' : ' ';
  const piece = `${lead}${insert}${trail}`;
  return { text: before + piece + after, caret: before.length + piece.length };
}

/** The one composer form for every mode (spec 001 §2 Composer); its state is the composer slice's entry for composerKey. */
/** A composer tool that is on or off (subject, tags, poll, preview): pressed while on. */
function ToolToggle({
  on,
  onClick,
  labelId,
  disabled,
}: {
  on: boolean;
  onClick: () => void;
  labelId: string;
  disabled?: boolean;
}) {
  return (
    <button
      type="button"
      className={on ? 'composer-tool is-active' : 'composer-tool'}
      aria-pressed={on}
      disabled={disabled}
      onClick={onClick}
    >
      <FormattedMessage id={labelId} />
    </button>
  );
}

export function ComposerForm({ composerKey, autoFocus, onPosted }: Props) {
  const intl = useIntl();
  const message = useMessage();
  const dispatch = useAppDispatch();
  const composer = useAppSelector((s) => selectComposerState(s).composers[composerKey]);
  const target = useAppSelector((s) => (composer?.targetId ? s.entities.statuses.entities[composer.targetId] : undefined));
  const capabilities = useAppSelector(selectCapabilities);
  const settings = useAppSelector(selectSettings);
  const me = useAppSelector(selectCurrentAccount);
  const textRef = useRef<HTMLTextAreaElement>(null);
  const emojiButtonRef = useRef<HTMLButtonElement>(null);
  const [pickerOpen, setPickerOpen] = useState(false);
  // autocomplete suggestions are open: Enter picks one, so nothing is posted
  const [suggesting, setSuggesting] = useState(false);
  const [tagsOpen, setTagsOpen] = useState(false);
  const addFiles = useAddFiles(composerKey);
  const onPaste = useFilePaste(addFiles);
  const formId = useId();
  const phase = composer?.phase;
  const previousPhase = useRef(phase);

  // posting -> idle without an error is the server's yes (postSucceeded)
  useEffect(() => {
    if (previousPhase.current === 'posting' && phase === 'idle') onPosted?.();
    previousPhase.current = phase;
  }, [phase, onPosted]);

  useEffect(() => {
    const text = textRef.current;
    if (!autoFocus || !composer || !text) return;
    text.focus();
    // Typing continues after a prefill (a reply's mentions, a restored draft), not before it.
    const end = text.value.length;
    text.setSelectionRange(end, end);
    // focus once, when the composer is first there
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [autoFocus, Boolean(composer)]);

  const draft = composer?.draft;
  const previewOn = composer !== undefined && composer.preview.state !== 'hidden';
  // a shown preview follows the draft (the saga debounces it); mounting alone asks nothing
  const previewedDraft = useRef(draft);
  useEffect(() => {
    if (draft === previewedDraft.current) return;
    previewedDraft.current = draft;
    if (previewOn) dispatch(previewRequested({ key: composerKey }));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [draft, composerKey, dispatch]);

  if (!composer || !draft) return null;

  const change = (changes: Partial<ComposerDraft>) => dispatch(composerChanged({ key: composerKey, changes, at: Date.now() }));
  const editing = composer.mode === 'edit';
  const posting = composer.phase === 'posting';
  const remaining = remainingCharacters(draft, capabilities.textLimit);
  const over = remaining !== null && remaining < 0;
  const uploading = draft.files.some((f) => f.state === 'uploading');
  const subjectShown = settings.alwaysShowSubjectInput || draft.subjectVisible || draft.spoilerText !== '';
  const tagsShown = tagsOpen || draft.tags !== '';
  const pollsOffered = pollsAvailable(capabilities.polls, capabilities.pollLimits);
  const pollProblem = pollError(draft.poll, capabilities.pollLimits);
  const scopes = offeredScopes(
    composer.mode === 'reply' ? target?.visibility : undefined,
    draft.visibility,
    capabilities.software,
  );
  const blocked = posting || over || uploading || pickerOpen || suggesting || pollProblem !== null;

  const submit = () => {
    if (!blocked) dispatch(postRequested({ key: composerKey }));
  };
  const onTextKey = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key !== 'Enter' || e.nativeEvent.isComposing) return;
    if (e.ctrlKey || e.metaKey || (settings.submitOnEnter && !e.shiftKey && !e.altKey)) {
      e.preventDefault();
      submit();
    }
  };
  const setSubject = (spoilerText: string) =>
    change(settings.sensitiveIfSubject && spoilerText.trim() !== '' ? { spoilerText, nsfw: true } : { spoilerText });
  const toggleSubject = () =>
    change(subjectShown ? { subjectVisible: false, spoilerText: '', nsfw: false } : { subjectVisible: true });
  // The tag section (spec 001 §5 Length): appended under the post in small text; hiding it clears it.
  const toggleTags = () => {
    if (tagsShown) change({ tags: '' });
    setTagsOpen(!tagsShown);
  };
  const insertEmoji = (emoji: PickedEmoji) => {
    const el = textRef.current;
    const start = el?.selectionStart ?? draft.status.length;
    const end = el?.selectionEnd ?? start;
    const { text, caret } = insertAt(draft.status, start, end, emoji.native ?? `:${emoji.name}:`);
    change({ status: text });
    requestAnimationFrame(() => {
      textRef.current?.focus();
      textRef.current?.setSelectionRange(caret, caret);
    });
  };
  const togglePreview = () => dispatch(previewOn ? previewHidden({ key: composerKey }) : previewRequested({ key: composerKey }));

  return (
    <FileDropZone onFiles={addFiles} className="composer-drop">
      <form
        className="composer"
        data-composer-key={composerKey}
        aria-labelledby={`${formId}-label`}
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <span id={`${formId}-label`} className="visually-hidden">
          <FormattedMessage id={editing ? 'post_status.edit_status' : 'post_status.form_label'} />
        </span>
        {subjectShown && (
          <input
            type="text"
            className="composer-subject"
            dir="auto"
            aria-label={intl.formatMessage({ id: 'post_status.content_warning' })}
            placeholder={intl.formatMessage({ id: 'post_status.content_warning' })}
            value={draft.spoilerText}
            onChange={(e) => setSubject(e.target.value)}
          />
        )}
        <AutocompleteTextarea
          textareaRef={textRef}
          className="composer-text"
          rows={4}
          aria-label={intl.formatMessage({ id: 'post_status.text_label' })}
          placeholder={intl.formatMessage({ id: 'post_status.placeholder' })}
          value={draft.status}
          readOnly={posting}
          onValueChange={(status) => change({ status })}
          onEmojiInputOpen={setSuggesting}
          mfm={draft.contentType === 'text/x.misskeymarkdown'}
          onKeyDown={onTextKey}
          onPaste={onPaste}
        />
        {tagsShown && (
          <input
            type="text"
            className="composer-subject composer-tags"
            aria-label={intl.formatMessage({ id: 'post_status.tags_label' })}
            placeholder={intl.formatMessage({ id: 'post_status.tags_label' })}
            value={draft.tags}
            readOnly={posting}
            onChange={(e) => change({ tags: e.target.value })}
          />
        )}
        <MediaFileList composerKey={composerKey} disabled={posting} />
        <div className="composer-toolbar">
          <ScopeSelector
            scopes={scopes}
            value={draft.visibility}
            disabled={editing}
            onChange={(visibility: StatusVisibility) => change({ visibility })}
          />
          <ComposerSelects
            postFormats={capabilities.postFormats}
            contentType={draft.contentType}
            language={draft.language}
            onChange={change}
          />
        </div>
        {draft.poll && <PollForm composerKey={composerKey} disabled={editing} />}
        <ComposerWarnings draft={draft} locked={Boolean(me?.locked)} safeDm={capabilities.safeDmMentions} />
        {draft.files.length > 0 && (
          <label className="composer-check">
            <input type="checkbox" checked={draft.nsfw} onChange={(e) => change({ nsfw: e.target.checked })} />
            <FormattedMessage id="post_status.sensitive" />
          </label>
        )}
        {composer.error && (
          <div className="composer-error" role="alert">
            <span>
              <FormattedMessage id="post_status.error" values={{ error: message(composer.error) }} />
            </span>
            <button
              type="button"
              className="composer-error-dismiss"
              aria-label={intl.formatMessage({ id: 'general.dismiss' })}
              onClick={() => dispatch(errorDismissed({ key: composerKey }))}
            >
              <Icon name="close" />
            </button>
          </div>
        )}
        <ComposerPreview preview={composer.preview} />
        <div className="composer-bottom">
          <div className="composer-tools">
            {!settings.alwaysShowSubjectInput && (
              <ToolToggle on={subjectShown} onClick={toggleSubject} labelId="post_status.cw_toggle" />
            )}
            <ToolToggle on={tagsShown} onClick={toggleTags} labelId="post_status.tags_toggle" />
            <MediaPickerButton composerKey={composerKey} disabled={posting} />
            <button
              type="button"
              ref={emojiButtonRef}
              className="composer-tool"
              aria-label={intl.formatMessage({ id: 'post_status.emoji' })}
              title={intl.formatMessage({ id: 'post_status.emoji' })}
              aria-expanded={pickerOpen}
              onClick={() => setPickerOpen(!pickerOpen)}
            >
              <Icon name="smile" />
            </button>
            {pollsOffered && (
              <ToolToggle
                on={draft.poll !== null}
                disabled={editing}
                onClick={() => change({ poll: draft.poll ? null : defaultPoll(capabilities.pollLimits) })}
                labelId="post_status.poll"
              />
            )}
            <ToolToggle on={previewOn} onClick={togglePreview} labelId="post_status.preview" />
          </div>
          {remaining !== null && (
            <span
              className={over ? 'composer-counter is-over' : 'composer-counter'}
              aria-label={intl.formatMessage({ id: 'post_status.remaining' }, { count: remaining })}
              title={intl.formatMessage({ id: 'post_status.remaining' }, { count: remaining })}
              data-testid="composer-counter"
            >
              {remaining}
            </span>
          )}
          <button type="submit" className="button button-primary composer-submit" disabled={blocked}>
            <FormattedMessage id={posting ? 'post_status.posting' : editing ? 'post_status.save' : 'post_status.post'} />
          </button>
        </div>
        {pickerOpen && (
          <AskedPiece onClose={() => setPickerOpen(false)}>
            <EmojiPickerPopover
              anchor={emojiButtonRef.current}
              onPick={insertEmoji}
              onSticker={(file) => addFiles([file])}
              onClose={() => setPickerOpen(false)}
            />
          </AskedPiece>
        )}
      </form>
    </FileDropZone>
  );
}
