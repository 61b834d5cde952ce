import { BlockList, isIP } from 'node:net';
import { hasControl } from '../routes/fields.ts';
import type { EndpointPolicy } from './options.ts';

/** Chrome and Edge on Android (FCM), Firefox (Mozilla autopush), Safari (Apple), Edge on Windows (WNS). */
export const BROWSER_PUSH_HOSTS = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  '*.push.services.mozilla.com',
  '*.push.apple.com',
  '*.notify.windows.com',
] as const;

export const DEFAULT_ENDPOINT_POLICY: EndpointPolicy = { hosts: BROWSER_PUSH_HOSTS, ports: [443], privateHosts: false };

const ENDPOINT_MAX = 1024;
// Letters, digits and hyphens in labels, at least two labels, no trailing dot: what a push
// service's name is, and nothing a URL parser could read another way ({, %2e, a bare "localhost").
const DNS_NAME = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/**
 * Addresses that are not the public internet: loopback, private, link-local, shared (CGNAT),
 * benchmarking, documentation, multicast, reserved; for IPv6 everything outside global unicast,
 * and the global prefixes that carry an IPv4 address inside them (NAT64, 6to4, Teredo).
 */
const NOT_PUBLIC = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  NOT_PUBLIC.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [
  ['2001::', 23], // Teredo, ORCHID, benchmarking and other IETF assignments
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4: an IPv4 address inside
  ['3fff::', 20], // documentation
] as const)
  NOT_PUBLIC.addSubnet(net, bits, 'ipv6');
const GLOBAL_UNICAST = new BlockList();
GLOBAL_UNICAST.addSubnet('2000::', 3, 'ipv6');

/** Whether an address (v4 or v6, no brackets) is on the public internet. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return !NOT_PUBLIC.check(address, 'ipv4');
  if (family !== 6) return false;
  // ::ffff:a.b.c.d is an IPv4 address however it is written.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return isPublicAddress(mapped[1]);
  return GLOBAL_UNICAST.check(address, 'ipv6') && !NOT_PUBLIC.check(address, 'ipv6');
}

const LOCAL_NAME = /(^|\.)(localhost|local|internal|localdomain|home\.arpa)$/;

/** A local or private address as written in a URL (the tests' fake push service is one). */
function isLocalHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '');
  return isIP(host) ? !isPublicAddress(host) : LOCAL_NAME.test(host);
}

function hostListed(hostname: string, hosts: readonly string[]): boolean {
  return hosts.some((h) => (h.startsWith('*.') ? hostname.endsWith(h.slice(1)) : hostname === h));
}

/** The port a parsed https URL connects to. */
export const portOf = (url: URL): number => (url.port === '' ? 443 : Number(url.port));

/**
 * The endpoint as stored and sent, or null when the policy refuses it: https, bounded, no
 * credentials, no control characters, a plain DNS name or a public IP literal, on a listed host
 * and port; with `privateHosts`, a local address on any port too.
 */
export function normalizeEndpoint(value: unknown, policy: EndpointPolicy): string | null {
  if (typeof value !== 'string' || value.length > ENDPOINT_MAX || hasControl(value)) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.username || url.password || url.href.length > ENDPOINT_MAX) return null;
  const { hostname } = url;
  if (policy.privateHosts && isLocalHost(hostname)) return url.href;
  const literal = hostname.replace(/^\[|\]$/g, '');
  if (isIP(literal)) {
    if (!isPublicAddress(literal)) return null;
  } else if (!DNS_NAME.test(hostname) || LOCAL_NAME.test(hostname)) return null;
  if (!hostListed(hostname, policy.hosts) || !policy.ports.includes(portOf(url))) return null;
  return url.href;
}

/** At connect time: whether the server may open a connection to this resolved address. */
export const connectAllowed = (address: string, policy: Pick<EndpointPolicy, 'privateHosts'>): boolean =>
  policy.privateHosts || isPublicAddress(address);

/** PUSH_HOSTS and PUSH_PORTS as the operator writes them (comma-separated); unset keeps the defaults. */
export function policyFromEnv(env: NodeJS.ProcessEnv, privateHosts: boolean): EndpointPolicy {
  const list = (v: string | undefined) =>
    (v ?? '')
      .split(',')
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean);
  const hosts = env.PUSH_HOSTS ? list(env.PUSH_HOSTS) : [...BROWSER_PUSH_HOSTS];
  const ports = env.PUSH_PORTS ? list(env.PUSH_PORTS).map(Number) : [443];
  for (const h of hosts)
    if (!DNS_NAME.test(h.replace(/^\*\./, ''))) throw new Error(`PUSH_HOSTS: "${h}" is not a host name`);
  for (const p of ports)
    if (!Number.isInteger(p) || p < 1 || p > 65_535) throw new Error(`PUSH_PORTS: "${p}" is not a port`);
  return { hosts, ports, privateHosts };
}
