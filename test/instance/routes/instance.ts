// Instance metadata: /api/v1/instance, v2, nodeinfo, frontend configuration, emoji lists.
import { json } from '../http';
import type { Route } from '../router';
import { serializeCustomEmojiList, serializePleromaEmoji } from '../serialize/emoji';
import {
  serializeFrontendConfigurations,
  serializeInstanceV1,
  serializeInstanceV2,
  serializeNodeinfo,
} from '../serialize/instance';

const PEERS = ['akkoma.example', 'mitra.example', 'gts.example', 'friendica.example'];

export const instanceRoutes: Route[] = [
  { method: 'GET', pattern: '/api/v1/instance', handler: (ctx) => json(serializeInstanceV1(ctx.ser)) },
  { method: 'GET', pattern: '/api/v2/instance', handler: (ctx) => json(serializeInstanceV2(ctx.ser)) },
  { method: 'GET', pattern: '/api/v1/instance/peers', handler: () => json(PEERS) },
  {
    method: 'GET',
    pattern: '/.well-known/nodeinfo',
    handler: (ctx) =>
      json({
        links: [
          { rel: 'http://nodeinfo.diaspora.software/ns/schema/2.0', href: `${ctx.origin}/nodeinfo/2.0.json` },
          { rel: 'http://nodeinfo.diaspora.software/ns/schema/2.1', href: `${ctx.origin}/nodeinfo/2.1.json` },
        ],
      }),
  },
  { method: 'GET', pattern: '/nodeinfo/2.0.json', handler: (ctx) => json(serializeNodeinfo(ctx.ser, '2.0')) },
  { method: 'GET', pattern: '/nodeinfo/2.1.json', handler: (ctx) => json(serializeNodeinfo(ctx.ser, '2.1')) },
  { method: 'GET', pattern: '/nodeinfo/2.0', handler: (ctx) => json(serializeNodeinfo(ctx.ser, '2.0')) },
  { method: 'GET', pattern: '/nodeinfo/2.1', handler: (ctx) => json(serializeNodeinfo(ctx.ser, '2.1')) },
  {
    method: 'GET',
    pattern: '/api/pleroma/frontend_configurations',
    handler: (ctx) => json(serializeFrontendConfigurations(ctx.ser)),
  },
  { method: 'GET', pattern: '/api/v1/custom_emojis', handler: (ctx) => json(serializeCustomEmojiList(ctx.ser)) },
  { method: 'GET', pattern: '/api/v1/pleroma/emoji', handler: (ctx) => json(serializePleromaEmoji(ctx.ser)) },
];
