// Where the user's own new post shows at once (spec 001 §5: "appears at once in the timelines it belongs to").
import type { StatusEntity } from '../../../schemas/index';
import { timelineKey, type TimelineKey } from '../../../slices/timelines';

/**
 * Timeline keys the post belongs to: home and the author's own timelines always; the public ones for
 * public posts (the local ones for local-only posts too); hashtag timelines for the post's tags; direct
 * messages for a direct post. The profile's main timeline leaves replies out, as its fetch does.
 */
export function timelinesOfPost(
  status: Pick<StatusEntity, 'visibility' | 'in_reply_to_id' | 'media_attachments' | 'tags'>,
  meId: string,
): TimelineKey[] {
  const keys: TimelineKey[] = [timelineKey('friends'), timelineKey('replies', meId)];
  if (!status.in_reply_to_id) keys.push(timelineKey('user', meId));
  if (status.media_attachments.length > 0) keys.push(timelineKey('media', meId));
  const isPublic = status.visibility === 'public';
  if (isPublic || status.visibility === 'local') {
    keys.push(timelineKey('public'), timelineKey('bubble'));
    // The route keeps the tag as typed; servers send it lower-cased.
    for (const tag of status.tags)
      keys.push(...new Set([timelineKey('tag', tag.name), timelineKey('tag', tag.name.toLowerCase())]));
  }
  if (isPublic) keys.push(timelineKey('publicAndExternal'));
  if (status.visibility === 'direct') keys.push(timelineKey('dms'));
  return keys;
}
