// An edited post's versions (GET …/history) as the server sent them: a version without its text or a
// readable date is left out, and the list is never anything but an array.
import type { StatusEdit } from '../api/types/status';
import { records, str } from './util';

export function cleanStatusEdits(value: unknown): StatusEdit[] {
  return records(value).flatMap((v) => {
    const content = str(v.content);
    const createdAt = str(v.created_at);
    if (content === null || createdAt === null || Number.isNaN(Date.parse(createdAt))) return [];
    const spoiler = str(v.spoiler_text);
    return [{ content, created_at: createdAt, ...(spoiler ? { spoiler_text: spoiler } : {}) }];
  });
}
