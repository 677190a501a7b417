import type { Capabilities } from '../../../capabilities';
import type { PushAlerts } from '../api/push';

/**
 * What a subscription asks to be told (spec 001 §7 Push): follows, favourites, mentions, repeats and moves
 * everywhere; poll results and emoji reactions only where the server has them (Pleroma's name for reactions).
 */
export function pushAlerts(capabilities: Pick<Capabilities, 'polls' | 'emojiReactions'>): PushAlerts {
  const alerts: PushAlerts = { follow: true, favourite: true, mention: true, reblog: true, move: true };
  if (capabilities.polls) alerts.poll = true;
  if (capabilities.emojiReactions) alerts['pleroma:emoji_reaction'] = true;
  return alerts;
}
