// Request parsing and reply helpers shared by all routes (Node's http only).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { parseMultipart, type UploadedFile } from './multipart';
import type { Json } from './serialize/context';

export type Headers = Record<string, string>;

export interface Reply {
  status: number;
  /** Objects and arrays are sent as JSON; strings and buffers as they are. */
  body: Json | Buffer | undefined;
  contentType?: string;
  headers?: Headers;
}

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra: { [key: string]: Json } = {},
  ) {
    super(message);
  }
}

export const json = (body: Json, status = 200, headers: Headers = {}): Reply => ({ status, body, headers });
export const errorReply = (status: number, message: string, extra: { [key: string]: Json } = {}): Reply =>
  json({ error: message, ...extra }, status);
export const html = (body: string, status = 200, headers: Headers = {}): Reply => ({
  status,
  body: Buffer.from(body),
  contentType: 'text/html; charset=utf-8',
  headers,
});

/** Form fields from a urlencoded, multipart or JSON body; arrays may be named `x` or `x[]`. */
export class FormBody {
  constructor(
    private readonly entries: [string, string][],
    /** The parsed JSON document when the body was JSON. */
    readonly json: Json | null = null,
    /** File parts of a multipart body (their fields also appear as entries holding the file name). */
    readonly files: UploadedFile[] = [],
  ) {}

  file(name: string): UploadedFile | undefined {
    return this.files.find((f) => f.field === name);
  }

  get(name: string): string | undefined {
    return this.entries.find(([key]) => key === name)?.[1];
  }

  getAll(name: string): string[] {
    return this.entries.filter(([key]) => key === name || key === `${name}[]`).map(([, value]) => value);
  }

  has(name: string): boolean {
    return this.entries.some(([key]) => key === name || key === `${name}[]`);
  }

  /** Every field name as sent (`poll[options][]`, `sensitive`…), once each. */
  names(): string[] {
    return [...new Set(this.entries.map(([key]) => key))];
  }

  /** The same body with some values rewritten (a flavour mapping ids to its own); the JSON stays as sent. */
  mapValues(map: (name: string, value: string) => string): FormBody {
    return new FormBody(
      this.entries.map(([key, value]) => [key, map(key, value)]),
      this.json,
      this.files,
    );
  }

  /** The same body with one more field. */
  withField(name: string, value: string): FormBody {
    return new FormBody([...this.entries, [name, value]], this.json, this.files);
  }

  /** The same body without the named fields (exact names as sent). */
  without(drop: (name: string) => boolean): FormBody {
    return new FormBody(
      this.entries.filter(([key]) => !drop(key)),
      this.json,
      this.files,
    );
  }

  static empty(): FormBody {
    return new FormBody([]);
  }
}

function readRaw(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function flattenJson(value: Json, prefix: string, out: [string, string][]): void {
  if (value === null) return;
  if (Array.isArray(value)) {
    for (const item of value) flattenJson(item, `${prefix}[]`, out);
  } else if (typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) flattenJson(inner, prefix ? `${prefix}[${key}]` : key, out);
  } else {
    out.push([prefix.replace(/\[\]\[\]$/, '[]'), String(value)]);
  }
}

export async function readBody(req: IncomingMessage): Promise<FormBody> {
  if (req.method === 'GET' || req.method === 'HEAD') return FormBody.empty();
  const raw = await readRaw(req);
  if (raw.length === 0) return FormBody.empty();
  const type = req.headers['content-type'] ?? '';
  if (type.includes('application/json')) {
    let parsed: Json;
    try {
      parsed = JSON.parse(raw.toString('utf8')) as Json;
    } catch {
      throw new HttpError(400, 'Invalid JSON body');
    }
    const entries: [string, string][] = [];
    flattenJson(parsed, '', entries);
    return new FormBody(entries, parsed);
  }
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/.exec(type);
  if (type.includes('multipart/form-data') && boundary) {
    const parsed = parseMultipart(raw, boundary[1] ?? boundary[2]);
    return new FormBody(parsed.fields, null, parsed.files);
  }
  return new FormBody([...new URLSearchParams(raw.toString('utf8')).entries()]);
}

/** A query list given as `id[]=a&id[]=b` or `id=a&id=b`. */
export function queryList(query: URLSearchParams, name: string): string[] {
  return [...query.getAll(name), ...query.getAll(`${name}[]`)];
}

export function queryFlag(query: URLSearchParams, name: string): boolean {
  const value = query.get(name);
  return value === 'true' || value === '1' || value === 'on';
}

export function send(res: ServerResponse, reply: Reply, method = 'GET'): void {
  const headers: Headers = { ...(reply.headers ?? {}) };
  let payload: Buffer;
  if (reply.body === undefined) {
    payload = Buffer.alloc(0);
  } else if (Buffer.isBuffer(reply.body)) {
    payload = reply.body;
    headers['Content-Type'] = reply.contentType ?? 'application/octet-stream';
  } else if (typeof reply.body === 'string' && reply.contentType) {
    payload = Buffer.from(reply.body);
    headers['Content-Type'] = reply.contentType;
  } else {
    payload = Buffer.from(JSON.stringify(reply.body));
    headers['Content-Type'] = reply.contentType ?? 'application/json; charset=utf-8';
  }
  headers['Content-Length'] = String(payload.length);
  res.writeHead(reply.status, headers);
  res.end(method === 'HEAD' ? undefined : payload);
}
