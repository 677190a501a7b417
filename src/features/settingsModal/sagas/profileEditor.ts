// The settings modal's profile tab (spec 001 §4 Settings): one PATCH update_credentials with the form, image uploads,
// the answer imported so the user card changes at once, and the save notice cleared after 2 s.
import { call, delay, put, select } from 'typed-redux-saga';
import { HttpError } from '../../../api/client';
import { deleteProfileImage, updateProfile, updateProfileImage } from '../api/profileEditor';
import type { Account } from '../../../api/types/index';
import { normalizeAccount } from '../../../schemas/index';
import { selectApiConfig, selectCapabilities } from '../../../selectors/instance';
import { entitiesImported } from '../../../slices/entities/index';
import { settingsNoticeCleared } from '../settingsModalSlice';
import { profileImageRequested, profileImageSettled, profileSaveRequested, profileSaveSettled } from '../profileEditorIntents';
import { dropPickedImage, pickedImage } from '../lib/pickedImages';
import type { Flow } from '../../../store/feature';

/** Spec 001 §9: the settings save notice is cleared after 2 s. */
export const SAVE_NOTICE_MS = 2_000;

/** The server's own words (Pleroma: {"error": "…"}), else null for the generic message. */
const serverText = (error: unknown): string | null => (error instanceof HttpError ? error.serverMessage : null);

function* importAccount(raw: Account) {
  const normalized = normalizeAccount(raw);
  if (normalized.result) yield* put(entitiesImported(normalized.entities));
}

export function* saveProfile({ payload }: ReturnType<typeof profileSaveRequested>) {
  const cfg = yield* select(selectApiConfig);
  try {
    const res = yield* call(updateProfile, cfg, payload.params);
    yield* importAccount(res.data);
    yield* put(profileSaveSettled({ failed: false, error: null }));
  } catch (error) {
    yield* put(profileSaveSettled({ failed: true, error: serverText(error) }));
  }
}

export function* uploadImage({ payload }: ReturnType<typeof profileImageRequested>) {
  const { slot, reset } = payload;
  const file = reset ? null : pickedImage(slot);
  if (!reset && !file) {
    yield* put(profileImageSettled({ slot, failed: true, error: null }));
    return;
  }
  const cfg = yield* select(selectApiConfig);
  const { profileImageReset } = yield* select(selectCapabilities);
  try {
    // Mastodon 4.2+ resets with DELETE; Pleroma and Akkoma take an empty value (background included)
    const res =
      reset && profileImageReset === 'delete' && slot !== 'background'
        ? yield* call(deleteProfileImage, cfg, slot)
        : yield* call(updateProfileImage, cfg, slot, file);
    yield* importAccount(res.data);
    dropPickedImage(slot);
    yield* put(profileImageSettled({ slot, failed: false, error: null }));
  } catch (error) {
    yield* put(profileImageSettled({ slot, failed: true, error: serverText(error) }));
  }
}

export function* clearNoticeLater() {
  yield* delay(SAVE_NOTICE_MS);
  yield* put(settingsNoticeCleared());
}

export const profileEditorFlows: Flow[] = [
  // a second click while saving is ignored; the form stays as typed either way
  { type: profileSaveRequested.type, mode: 'leading', handler: saveProfile },
  { type: profileImageRequested.type, mode: 'every', handler: uploadImage },
  { type: profileSaveSettled.type, mode: 'latest', handler: clearNoticeLater },
  { type: profileImageSettled.type, mode: 'latest', handler: clearNoticeLater },
];
