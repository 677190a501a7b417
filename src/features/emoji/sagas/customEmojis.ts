// Loads the instance's custom emoji for the picker; lazy, in the picker's chunk.
import { call, put, select } from 'redux-saga/effects';
import type { ApiConfig, ApiResponse } from '../../../api/client';
import { fetchCustomEmojis, fetchPleromaEmoji } from '../../interactions/api/reactions';
import { isRecord, nonEmpty, records, str } from '../../../schemas/util';
import { customEmojisFailed, customEmojisLoaded, customEmojisRequested, type CustomPickerEmoji } from '../recentEmojisSlice';
import { selectApiConfig } from '../../../selectors/instance';
import type { Flow } from '../../../sagas/lazyFlows';

/** Pleroma's map {shortcode: {image_url, tags}} or Mastodon's list [{shortcode, url, category}], as one list. */
export function cleanCustomEmojis(raw: unknown): CustomPickerEmoji[] {
  if (Array.isArray(raw)) {
    return records(raw).flatMap((e) => {
      const name = nonEmpty(e.shortcode);
      const url = nonEmpty(e.static_url) ?? nonEmpty(e.url);
      if (!name || !url || e.visible_in_picker === false) return [];
      const category = nonEmpty(e.category);
      return [{ name, url, tags: category ? [category] : [] }];
    });
  }
  if (!isRecord(raw)) return [];
  return Object.entries(raw).flatMap(([name, value]) => {
    const url = isRecord(value) ? nonEmpty(value.image_url) : str(value);
    if (!url) return [];
    const tags = isRecord(value) && Array.isArray(value.tags) ? value.tags.filter((t): t is string => typeof t === 'string') : [];
    return [{ name, url, tags }];
  });
}

function* loadCustomEmojis() {
  const cfg: ApiConfig = yield select(selectApiConfig);
  try {
    const res: ApiResponse<unknown> = yield call(fetchPleromaEmoji, cfg);
    yield put(customEmojisLoaded(cleanCustomEmojis(res.data)));
  } catch {
    try {
      const res: ApiResponse<unknown> = yield call(fetchCustomEmojis, cfg);
      yield put(customEmojisLoaded(cleanCustomEmojis(res.data)));
    } catch {
      yield put(customEmojisFailed());
    }
  }
}

export const customEmojiFlows: Flow[] = [{ type: customEmojisRequested.type, mode: 'leading', handler: loadCustomEmojis }];
