// Media uploads: XMLHttpRequest rather than fetch, because only it reports upload progress.
import { request, type ApiConfig, type ApiResponse } from '../../../api/client';
import { HttpError, NetworkError, BadResponseError } from '../../../api/errors';
import type { Attachment } from '../../../api/types/index';
import type { BodyEncoding } from '../lib/payload';

export interface UploadHandlers {
  /** 0..1 as the bytes go out */
  onProgress: (fraction: number) => void;
}

export interface Upload {
  done: Promise<Attachment>;
  abort: () => void;
}

/** POST /api/v1/media with the file as form data; `abort` cancels it (the promise then never settles). */
export function uploadMedia(cfg: ApiConfig, file: Blob, name: string, handlers: UploadHandlers): Upload {
  const xhr = new XMLHttpRequest();
  const done = new Promise<Attachment>((resolve, reject) => {
    xhr.open('POST', `${cfg.baseUrl.replace(/\/+$/, '')}/api/v1/media`);
    xhr.setRequestHeader('Accept', 'application/json');
    if (cfg.token) xhr.setRequestHeader('Authorization', `Bearer ${cfg.token}`);
    xhr.upload.addEventListener('progress', (e) => {
      if (e.lengthComputable && e.total > 0) handlers.onProgress(e.loaded / e.total);
    });
    xhr.addEventListener('error', () => reject(new NetworkError('POST /api/v1/media failed')));
    xhr.addEventListener('load', () => {
      let body: unknown = null;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        body = xhr.responseText;
      }
      if (xhr.status < 200 || xhr.status >= 300) reject(new HttpError(xhr.status, body, 'POST /api/v1/media'));
      else if (!body || typeof body !== 'object' || typeof (body as { id?: unknown }).id !== 'string')
        reject(new BadResponseError('POST /api/v1/media: response is not an attachment'));
      else resolve(body as Attachment);
    });
    const form = new FormData();
    form.append('file', file, name);
    xhr.send(form);
  });
  return { done, abort: () => xhr.abort() };
}

/** PUT /api/v1/media/{id}: the description of an uploaded file, in the body encoding statuses use (capabilities). */
export const updateMediaDescription = (
  cfg: ApiConfig,
  id: string,
  description: string,
  encoding: BodyEncoding = 'json',
): Promise<ApiResponse<Attachment>> =>
  request<Attachment>(cfg, `/api/v1/media/${encodeURIComponent(id)}`, {
    method: 'PUT',
    ...(encoding === 'form' ? { form: { description } } : { json: { description } }),
  });
