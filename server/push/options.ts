// What the server's options say of push, types and defaults only: the server's HTTP types
// (http.ts) name them without importing the push service, whose routes import those types.
import type { VapidSettings } from './vapid.ts';

/**
 * Which push services the server POSTs to. The URL checked here is the URL stored and the URL
 * sent (normalized once, sent by our own request from its parsed parts), so no second parser can
 * read another host out of it; the address is checked again when the connection is made
 * (`connectAllowed`), so a name that resolves to the operator's own network is refused too.
 */
export interface EndpointPolicy {
  /**
   * Host names taken; `*.example.com` takes every name under example.com (not example.com
   * itself). The default is the push services browsers use.
   */
  hosts: readonly string[];
  /** Ports taken (443 unless the operator says otherwise). */
  ports: readonly number[];
  /** The tests' switch: a push service on a local or private address is taken on any port, whatever the lists. */
  privateHosts: boolean;
}

export interface PushOptions {
  /** PUSH=off: no routes (404), no scheduler. */
  enabled: boolean;
  vapid: VapidSettings;
  /** How often the scheduler looks for due notifications; 0 leaves it to tick() (tests). */
  everyMs: number;
  now?: () => number;
  /** Which push services are taken: browsers' by default; privateHosts is the tests' switch for their fake one. */
  policy?: EndpointPolicy;
  /** Tests trust their fake push service's certificate through it. */
  ca?: string | Buffer;
  /** One send's deadline, connect to last byte. */
  deadlineMs?: number;
}

export const DEFAULT_PUSH: PushOptions = { enabled: true, vapid: {}, everyMs: 20_000 };
