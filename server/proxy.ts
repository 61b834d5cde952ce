import type { IncomingMessage } from 'node:http';

// What a request says about where it came from. Host and X-Forwarded-* are written by the
// client unless a proxy we were told about rewrites them, so they count only with trustProxy.

const HOST = /^([A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(:\d{1,5})?$/;

export interface OriginOptions {
  /** Configured public origin (PUBLIC_ORIGIN): always wins when set. */
  publicOrigin?: string;
  /** Behind a proxy that sets X-Forwarded-Proto/-Host/-For (TRUST_PROXY=1). */
  trustProxy: boolean;
}

/** An http(s) origin and nothing more, or an Error naming the setting. */
export function parseOrigin(value: string, setting: string): string {
  const url = URL.canParse(value) ? new URL(value) : null;
  if (!url || !/^https?:$/.test(url.protocol) || url.username || url.password || url.href !== `${url.origin}/`) {
    throw new Error(`${setting} must be an origin such as https://app.example, not "${value}"`);
  }
  return url.origin;
}

/** An absolute http(s) URL (the operator's subscription page); javascript:, data: and //host are refused. */
export function parseHttpUrl(value: string, setting: string): string {
  const url = /^https?:\/\//i.test(value) && URL.canParse(value) ? new URL(value) : null;
  if (!url || url.username || url.password) throw new Error(`${setting} must be an http(s) URL, not "${value}"`);
  return url.href;
}

const lastOf = (header: string | string[] | undefined): string | undefined => {
  const parts = String(header ?? '').split(',');
  const last = parts[parts.length - 1].trim();
  return last === '' ? undefined : last;
};

/** The origin absolute URLs in answers are built on (subscription page, media links). */
export function publicOrigin(req: IncomingMessage, opts: OriginOptions): string {
  if (opts.publicOrigin) return opts.publicOrigin;
  if (opts.trustProxy) {
    const proto = lastOf(req.headers['x-forwarded-proto']);
    const host = lastOf(req.headers['x-forwarded-host']) ?? req.headers.host ?? '';
    if ((proto === 'http' || proto === 'https') && HOST.test(host)) return `${proto}://${host}`;
  }
  // The address the connection arrived on: chosen by the operator (HOST, PORT), not by the client.
  const addr = req.socket.localAddress ?? '127.0.0.1';
  return `http://${addr.includes(':') ? `[${addr}]` : addr}:${req.socket.localPort}`;
}

/** The client's address for rate limits: the proxy's last X-Forwarded-For entry when trusted. */
export function clientAddress(req: IncomingMessage, opts: OriginOptions): string {
  const forwarded = opts.trustProxy ? lastOf(req.headers['x-forwarded-for']) : undefined;
  return forwarded ?? req.socket.remoteAddress ?? 'unknown';
}
