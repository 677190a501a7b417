// Media uploads (Mastodon's POST /api/v1/media and /api/v2/media, PUT /api/v1/media/:id) and the
// uploaded bytes, served back at the attachment's url. Files live in memory until /__demo/reset.
import { HttpError, json, type Reply } from '../http';
import type { AttachmentType, DemoState, UploadedMedia } from '../model';
import { requireUser, type RequestContext, type Route } from '../router';
import { serializeAttachment } from '../serialize/status';
import { LIMITS } from '../serialize/instance';

const uploadsOf = (state: DemoState): Map<string, UploadedMedia> => (state.uploads ??= new Map());

function typeOf(mime: string): AttachmentType {
  if (mime === 'image/gif') return 'gifv';
  if (mime.startsWith('image/')) return 'image';
  if (mime.startsWith('video/')) return 'video';
  if (mime.startsWith('audio/')) return 'audio';
  return 'unknown';
}

/** Width and height of a PNG (IHDR) or GIF header; null for anything else. */
function dimensionsOf(data: Buffer): { width: number; height: number } | null {
  if (data.length >= 24 && data.readUInt32BE(0) === 0x89504e47)
    return { width: data.readUInt32BE(16), height: data.readUInt32BE(20) };
  if (data.length >= 10 && data.subarray(0, 3).toString('latin1') === 'GIF')
    return { width: data.readUInt16LE(6), height: data.readUInt16LE(8) };
  return null;
}

const safeName = (name: string) => name.replace(/[^A-Za-z0-9._-]+/g, '_').slice(-80) || 'file';

/** An upload the user owns, or 404 as Mastodon answers for others' media. */
export function ownUpload(ctx: RequestContext, id: string): UploadedMedia {
  const user = requireUser(ctx);
  const upload = uploadsOf(ctx.state).get(id);
  if (!upload || upload.ownerId !== user.id) throw new HttpError(404, 'Record not found');
  return upload;
}

function upload(ctx: RequestContext): Reply {
  const user = requireUser(ctx);
  const file = ctx.body.file('file');
  if (!file) throw new HttpError(422, 'file is required');
  if (file.data.length > LIMITS.uploadLimit) throw new HttpError(413, 'File is too large');
  const id = ctx.state.ids.now('media', file.filename);
  const mimeType = file.contentType;
  const size = dimensionsOf(file.data);
  const path = `/media/uploads/${id}/${safeName(file.filename)}`;
  const stored: UploadedMedia = {
    ownerId: user.id,
    data: file.data,
    attachment: {
      id,
      type: typeOf(mimeType),
      path,
      previewPath: path,
      mimeType,
      width: size?.width ?? null,
      height: size?.height ?? null,
      blurhash: null,
      description: ctx.body.get('description') ?? '',
    },
  };
  uploadsOf(ctx.state).set(id, stored);
  return json(serializeAttachment(stored.attachment, ctx.ser));
}

function describe(ctx: RequestContext): Reply {
  const stored = ownUpload(ctx, ctx.params.id);
  const description = ctx.body.get('description');
  if (description !== undefined) {
    if (description.length > LIMITS.descriptionLimit) throw new HttpError(422, 'Description is too long');
    stored.attachment.description = description;
  }
  return json(serializeAttachment(stored.attachment, ctx.ser));
}

function serve(ctx: RequestContext): Reply {
  const stored = uploadsOf(ctx.state).get(ctx.params.id);
  if (!stored || !stored.attachment.path.endsWith(`/${ctx.params.name}`)) throw new HttpError(404, 'Not found');
  return {
    status: 200,
    body: stored.data,
    contentType: stored.attachment.mimeType,
    headers: {
      'Cache-Control': 'public, max-age=3600',
      'Content-Security-Policy': "default-src 'none'",
      'X-Content-Type-Options': 'nosniff',
    },
  };
}

export const mediaRoutes: Route[] = [
  { method: 'POST', pattern: '/api/v1/media', handler: upload },
  { method: 'POST', pattern: '/api/v2/media', handler: upload },
  { method: 'PUT', pattern: '/api/v1/media/:id', handler: describe },
  {
    method: 'GET',
    pattern: '/api/v1/media/:id',
    handler: (ctx) => json(serializeAttachment(ownUpload(ctx, ctx.params.id).attachment, ctx.ser)),
  },
  { method: 'GET', pattern: '/media/uploads/:id/:name', handler: serve },
];
