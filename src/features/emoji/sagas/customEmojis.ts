// Loads the instance's custom emoji for the picker; lazy, in the picker's chunk.
import { call, put, select } from 'typed-redux-saga';
import { fetchCustomEmojis, fetchPleromaEmoji } from '../../interactions/api/reactions';
import { isRecord, nonEmpty, records } from '../../../schemas/util';
import { safeUrl } from '../../../schemas/urls';
import {
  cleanRecentEmojis,
  customEmojisFailed,
  customEmojisLoaded,
  recentEmojisRestored,
  type CustomPickerEmoji,
} from '../emojisSlice';
import { customEmojisRequested } from '../emojiIntents';
import { readJson, STORAGE_KEYS } from '../../../utils/storage';
import { selectApiConfig } from '../../../selectors/instance';
import type { Flow } from '../../../store/feature';

/**
 * Pleroma's map {shortcode: {image_url, tags}} or Mastodon's list [{shortcode, url, category}], as one list;
 * an emoji whose image URL fails safeUrl (schemas/urls.ts) is left out.
 */
export function cleanCustomEmojis(raw: unknown): CustomPickerEmoji[] {
  if (Array.isArray(raw)) {
    return records(raw).flatMap((e) => {
      const name = nonEmpty(e.shortcode);
      const url = safeUrl(e.static_url) ?? safeUrl(e.url);
      if (!name || !url || e.visible_in_picker === false) return [];
      const category = nonEmpty(e.category);
      return [{ name, url, tags: category ? [category] : [] }];
    });
  }
  if (!isRecord(raw)) return [];
  return Object.entries(raw).flatMap(([name, value]) => {
    const url = safeUrl(isRecord(value) ? value.image_url : value);
    if (!url) return [];
    const tags = isRecord(value) && Array.isArray(value.tags) ? value.tags.filter((t): t is string => typeof t === 'string') : [];
    return [{ name, url, tags }];
  });
}

/** The recent list comes back from storage with the picker's first request (the slice loads with the picker). */
function* restoreRecentEmojis() {
  const recent = cleanRecentEmojis(yield* call(readJson<unknown>, STORAGE_KEYS.recentEmojis));
  if (recent.length > 0) yield* put(recentEmojisRestored(recent));
}

function* loadCustomEmojis() {
  yield* call(restoreRecentEmojis);
  const cfg = yield* select(selectApiConfig);
  try {
    const res = yield* call(fetchPleromaEmoji, cfg);
    yield* put(customEmojisLoaded(cleanCustomEmojis(res.data)));
  } catch {
    try {
      const res = yield* call(fetchCustomEmojis, cfg);
      yield* put(customEmojisLoaded(cleanCustomEmojis(res.data)));
    } catch {
      yield* put(customEmojisFailed());
    }
  }
}

export const customEmojiFlows: Flow[] = [{ type: customEmojisRequested.type, mode: 'leading', handler: loadCustomEmojis }];
