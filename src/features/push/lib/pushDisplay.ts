// What the service worker shows for one push (pure, so tests can read it without a worker). Pleroma and
// Mastodon send `{access_token, notification_id, notification_type, title, body, icon, preferred_locale}`;
// the worker may also have fetched the notification itself for the sender and the post.

export interface PushPayload {
  access_token: string;
  notification_id: string;
  notification_type: string;
  title: string;
  body: string;
  icon: string | null;
}

/** The parts of GET /api/v1/notifications/{id} the worker reads. */
export interface FetchedNotification {
  account?: { id?: string; acct?: string; display_name?: string; avatar?: string } | null;
  status?: { id?: string } | null;
}

export interface PushDisplay {
  title: string;
  options: { body: string; icon?: string; tag: string; data: { url: string } };
}

const str = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);
/** Only http(s) images for the notification's icon. */
const httpUrl = (v: unknown): string | null => {
  const s = str(v);
  return s && /^https?:\/\//i.test(s) ? s : null;
};

/** A push payload, or null when it is not one (a server's test push, an empty push, another format). */
export function readPayload(raw: unknown): PushPayload | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const p = raw as Record<string, unknown>;
  const token = str(p.access_token);
  const id = str(p.notification_id) ?? (typeof p.notification_id === 'number' ? String(p.notification_id) : null);
  if (!token || !id) return null;
  return {
    access_token: token,
    notification_id: id,
    notification_type: str(p.notification_type) ?? 'notification',
    title: str(p.title) ?? '',
    body: str(p.body) ?? '',
    icon: httpUrl(p.icon),
  };
}

/** A path of this client only: what a server sends never becomes a link elsewhere. */
const pathPart = (id: string | undefined) => (id && /^[\w.@-]+$/.test(id) ? encodeURIComponent(id) : null);

/** Where a click takes the member: the post, else the sender's profile, else the home timeline. */
export function pushTarget(fetched: FetchedNotification | null): string {
  const status = pathPart(fetched?.status?.id);
  if (status) return `/notice/${status}`;
  const account = pathPart(fetched?.account?.id);
  if (account) return `/users/${account}`;
  return '/main/friends';
}

/**
 * Title: the server's words for the kind. Body: the sender and the text, or only the sender when the member
 * hid the contents. The tag is the notification's id, the one the open tab's desktop alert uses, so one
 * notification never shows twice.
 */
export function pushDisplay(payload: PushPayload, fetched: FetchedNotification | null, hideContents: boolean): PushDisplay {
  const account = fetched?.account;
  const sender = str(account?.display_name) ?? (str(account?.acct) ? `@${account?.acct}` : null);
  const title = payload.title || sender || payload.notification_type;
  let body = payload.body;
  if (hideContents) body = sender ?? /^@[^\s:]+/.exec(payload.body)?.[0] ?? '';
  else if (sender && !body.includes(account?.acct ?? '\u0000')) body = body ? `${sender}: ${body}` : sender;
  const icon = httpUrl(account?.avatar) ?? payload.icon ?? undefined;
  return {
    title,
    options: { body, ...(icon ? { icon } : {}), tag: payload.notification_id, data: { url: pushTarget(fetched) } },
  };
}
