// Talking to a flavour of the demo instance before a replay: tokens minted through the test-control
// API, posts made through the flavour's own API, and its public posts to pick equivalents from.
export interface PostJson {
  id: string;
  account: { id: string; username: string };
  content: string;
  visibility: string;
  spoiler_text: string;
  in_reply_to_id: string | null;
  poll: { id: string; expired: boolean; voted?: boolean; expires_at: string } | null;
  media_attachments: unknown[];
  tags: { name: string }[];
  reblogs_count: number;
  favourited: boolean;
  reblogged: boolean;
  bookmarked: boolean;
  reblog: PostJson | null;
  /** Hollo and Akkoma: the quoted post. */
  quote_id?: string | null;
}

export async function call<T>(
  base: string,
  method: string,
  path: string,
  token?: string,
  body?: { json: unknown } | { form: Record<string, string | string[]> },
): Promise<{ status: number; body: T }> {
  const headers: Record<string, string> = {};
  let payload: string | undefined;
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body && 'json' in body) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body.json);
  } else if (body) {
    const params = new URLSearchParams();
    for (const [name, value] of Object.entries(body.form)) for (const one of [value].flat()) params.append(name, one);
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    payload = params.toString();
  }
  const res = await fetch(base + path, { method, headers, body: payload });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // not JSON: the text
  }
  return { status: res.status, body: parsed as T };
}

/** A token for a local account without any sign-in flow (POST /__demo/token). */
export async function mint(base: string, username: string): Promise<{ token: string; id: string }> {
  const res = await call<{ access_token: string; account_id: string }>(base, 'POST', '/__demo/token', undefined, {
    form: { username },
  });
  if (res.status !== 200) throw new Error(`no token for ${username}: ${res.status}`);
  return { token: res.body.access_token, id: res.body.account_id };
}

/** Posts through the flavour's API (form or JSON, whichever that server takes for what is asked). */
export async function post(
  base: string,
  token: string,
  fields: Record<string, unknown>,
  encoding: 'form' | 'json',
): Promise<PostJson> {
  let body: { json: unknown } | { form: Record<string, string | string[]> };
  if (encoding === 'json') {
    body = { json: fields };
  } else {
    const form: Record<string, string | string[]> = {};
    for (const [name, value] of Object.entries(fields)) {
      if (name === 'poll' && value && typeof value === 'object') {
        const poll = value as { options: string[]; expires_in: number };
        form['poll[options][]'] = poll.options;
        form['poll[expires_in]'] = String(poll.expires_in);
      } else {
        form[name] = String(value);
      }
    }
    body = { form };
  }
  const res = await call<PostJson>(base, 'POST', '/api/v1/statuses', token, body);
  if (res.status !== 200) throw new Error(`post refused: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** The public posts the reader can see, newest first, repeats unwrapped, each once. */
export async function publicPosts(base: string, token: string): Promise<PostJson[]> {
  const seen = new Map<string, PostJson>();
  let maxId = '';
  for (let page = 0; page < 12; page += 1) {
    const res = await call<PostJson[]>(base, 'GET', `/api/v1/timelines/public?limit=40${maxId ? `&max_id=${maxId}` : ''}`, token);
    if (res.status !== 200 || !Array.isArray(res.body) || res.body.length === 0) break;
    for (const entry of res.body) {
      const original = entry.reblog ?? entry;
      if (!seen.has(original.id.toLowerCase())) seen.set(original.id.toLowerCase(), original);
    }
    maxId = res.body[res.body.length - 1].id.toLowerCase();
  }
  return [...seen.values()];
}

export function pick(posts: PostJson[], what: string, test: (post: PostJson) => boolean): PostJson {
  const found = posts.find(test);
  if (!found) throw new Error(`the demo has no ${what}`);
  return found;
}

/** An id of the right format that names nothing (the recording's trick: the last six characters zeroed). */
export const unknownId = (id: string) => `${id.slice(0, -6)}000000`;
