// Helpers for the status-action tests: call the API as a user, find seeded posts by their text.
import type { DemoInstance } from './server';
import { allPages, api } from './stream-support';
import type { StatusJson } from './testing';

export interface Called<T> {
  status: number;
  body: T;
}

export async function call<T = StatusJson>(
  instance: DemoInstance,
  method: string,
  path: string,
  token?: string,
  form?: Record<string, string | string[]>,
): Promise<Called<T>> {
  let body: URLSearchParams | undefined;
  if (form) {
    body = new URLSearchParams();
    for (const [key, value] of Object.entries(form)) {
      for (const v of Array.isArray(value) ? value : [value]) body.append(Array.isArray(value) ? `${key}[]` : key, v);
    }
  }
  const res = await api<T>(instance, path, token, { method, body });
  return { status: res.status, body: res.body };
}

/** A seeded post by `author` whose plain text starts with `start`. */
export async function seeded(instance: DemoInstance, author: string, start: string, token?: string): Promise<StatusJson> {
  const posts = await allPages<StatusJson>(instance, `/api/v1/accounts/${author}/statuses?limit=40`, token);
  const found = posts.find((p) => p.content.replace(/<[^>]+>/g, '').startsWith(start));
  if (!found) throw new Error(`no seeded post by ${author} starting "${start}"`);
  return found;
}

/** A call with a JSON body (as Pleroma-FE sends admin and announcement requests); a 204's empty body is null. */
export async function callJson<T = unknown>(instance: DemoInstance, method: string, path: string, token?: string, body?: object) {
  const res = await fetch(`${instance.url}${path}`, {
    method,
    headers: {
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'Content-Type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : null) as T };
}
