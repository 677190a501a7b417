// The headers Pleroma's HTTPSecurityPlug puts on every answer, with its default configuration
// (:http_security enabled, sts off, referrer_policy "same-origin", allow_unsafe_eval off; media proxy off;
// the production build, so no dev-only sources). Source read: Pleroma develop as of October 2024 (2.7.0),
// lib/pleroma/web/plugs/http_security_plug.ex and config/config.exs (mirrored at kphrx/pleroma@112caa05).
//
// The policy is assembled by prepending each directive to the fixed start, so the variable directives
// come first in reverse order of addition, and every directive ends with ';' (the last one too). Akkoma's
// plug (same file name in its tree) differs: base-uri 'none', a per-request nonce in script-src and
// style-src (no 'unsafe-inline'), no blob: or https: in connect-src, x-xss-protection "0".

export interface SecurityOptions {
  /** The instance's public URL (Pleroma.Web.Endpoint.url), e.g. http://127.0.0.1:4314. */
  origin: string;
  /** The primary frontend's `custom-http-headers` from `:frontends, :available` (Pleroma sends them first). */
  frontendHeaders?: readonly (readonly [string, string])[];
}

/** Pleroma's Content-Security-Policy for an instance at `origin`. */
export function pleromaCsp(origin: string): string {
  const url = new URL(origin);
  const staticUrl = url.origin;
  // Endpoint.websocket_url: the endpoint URL with its leading "http" replaced by "ws"
  const websocketUrl = staticUrl.replace(/^http/, 'ws');
  const fixed = [
    "default-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
    "style-src 'self' 'unsafe-inline'",
    "font-src 'self'",
    "manifest-src 'self'",
  ];
  // in the order they are added; each one is put in front of what is there
  const added = [
    "img-src 'self' data: blob: https:",
    "media-src 'self' https:",
    `connect-src 'self' blob: ${staticUrl} ${websocketUrl} https:`,
    "script-src 'self'",
    // only when the instance's own URL is https
    ...(url.protocol === 'https:' ? ['upgrade-insecure-requests'] : []),
  ];
  return [...added.reverse(), ...fixed].map((directive) => `${directive};`).join('');
}

/** Every header the plug adds, in its order (custom frontend headers first). */
export function securityHeaders({ origin, frontendHeaders = [] }: SecurityOptions): [string, string][] {
  return [
    ...frontendHeaders.map(([name, value]): [string, string] => [name, value]),
    ['x-xss-protection', '1; mode=block'],
    ['x-permitted-cross-domain-policies', 'none'],
    ['x-frame-options', 'DENY'],
    ['x-content-type-options', 'nosniff'],
    ['referrer-policy', 'same-origin'],
    ['x-download-options', 'noopen'],
    ['content-security-policy', pleromaCsp(origin)],
    ['permissions-policy', 'interest-cohort=()'],
  ];
}
