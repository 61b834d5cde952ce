import { createECDH, createPublicKey, createDecipheriv, hkdfSync, randomBytes, verify } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, Agent, type Server } from 'node:https';
import type { IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// A browser vendor's push service as the tests need it: it checks every POST as FCM or Mozilla's
// would (VAPID JWT signed by the announced key, for this origin, not expired) and decrypts the
// body as the browser would, with keys the test generated: RFC 8291 and 8188 written here with
// node:crypto, independently of web-push, so the tests check that library's output.

export interface Delivery {
  id: string;
  payload: unknown;
  ttl: number;
  urgency: string | undefined;
  topic: string | undefined;
}

export interface TestSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

const b64u = (b: Buffer) => b.toString('base64url');

function selfSignedCert(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(join(tmpdir(), 'nour-push-cert-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Throws what a push service would answer 401/400 for. */
function checkVapid(req: IncomingMessage, origin: string): void {
  const m = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(req.headers.authorization ?? '');
  if (!m) throw new Error(`Authorization: ${req.headers.authorization}`);
  const [header, claims, signature] = m[1].split('.');
  const point = Buffer.from(m[2], 'base64url');
  if (point.length !== 65 || point[0] !== 4) throw new Error('k is not an uncompressed P-256 point');
  const key = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64u(point.subarray(1, 33)), y: b64u(point.subarray(33)) },
    format: 'jwk',
  });
  const signed = Buffer.from(`${header}.${claims}`);
  const sig = Buffer.from(signature, 'base64url');
  if (!verify('sha256', signed, { key, dsaEncoding: 'ieee-p1363' }, sig)) throw new Error('bad JWT signature');
  if (JSON.parse(Buffer.from(header, 'base64url').toString()).alg !== 'ES256') throw new Error('alg is not ES256');
  const jwt = JSON.parse(Buffer.from(claims, 'base64url').toString()) as { aud?: string; exp?: number; sub?: string };
  const nowS = Date.now() / 1000;
  if (jwt.aud !== origin) throw new Error(`aud ${jwt.aud} is not ${origin}`);
  if (!jwt.exp || jwt.exp <= nowS || jwt.exp > nowS + 24 * 3600) throw new Error(`exp ${jwt.exp}`);
  if (!jwt.sub || !/^(mailto:|https:)/.test(jwt.sub)) throw new Error(`sub ${jwt.sub}`);
}

/** RFC 8291 / 8188, one record: what the browser does with the body. */
function decrypt(body: Buffer, uaPrivate: ReturnType<typeof createECDH>, auth: Buffer): Buffer {
  const salt = body.subarray(0, 16);
  const idlen = body[20];
  const asPublic = body.subarray(21, 21 + idlen);
  const ciphertext = body.subarray(21 + idlen);
  if (idlen !== 65) throw new Error(`keyid length ${idlen}`);
  const secret = uaPrivate.computeSecret(asPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), uaPrivate.getPublicKey(), asPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', secret, auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(-16));
  const plain = Buffer.concat([decipher.update(ciphertext.subarray(0, -16)), decipher.final()]);
  let end = plain.length - 1;
  while (end >= 0 && plain[end] === 0) end--;
  if (plain[end] !== 2) throw new Error('no last-record delimiter');
  return plain.subarray(0, end);
}

/**
 * How a hostile or broken push service answers an endpoint: `huge` 201 then a body of `hugeBytes`
 * as fast as the sender reads; `trickle` 201 then one byte every `trickleMs`; `hang` never answers;
 * `reset` cuts the connection when the request has arrived.
 */
export type Misbehaviour = 'huge' | 'trickle' | 'hang' | 'reset';

export interface TestPushService {
  origin: string;
  /** Trusts the service's certificate: hand it to the server's push options. */
  agent: Agent;
  /** The service's certificate, for the sender's `ca`. */
  ca: Buffer;
  deliveries: Delivery[];
  /** Requests a real push service would have refused, with the reason: a test expects none. */
  errors: string[];
  /** POSTs received, counted even when not checked (fast mode). */
  received: number;
  /** A new browser subscription: its keys exist only here and in the test. */
  subscribe(): TestSubscription;
  /** The statuses the next POSTs to this endpoint get, in turn (then 201). */
  answer(endpoint: string, statuses: { status: number; retryAfter?: number }[]): void;
  /** Every POST to this endpoint is answered so. */
  misbehave(endpoint: string, how: Misbehaviour): void;
  /** Bytes of hostile bodies written so far (what the sender was made to read or refuse). */
  hostileBytes: number;
  /** Connections open now. */
  connections(): number;
  close(): Promise<void>;
}

export interface HostileOptions {
  hugeBytes?: number;
  trickleMs?: number;
}

/**
 * check: false skips verifying and decrypting (the load measure times the sender, not this);
 * onReceived is told each POST's id as it has arrived whole (the load measure times arrivals).
 */
export async function startTestPushService({
  check = true,
  hugeBytes = 700 * 1024 * 1024,
  trickleMs = 5000,
  onReceived,
}: { check?: boolean; onReceived?: (id: string) => void } & HostileOptions = {}): Promise<TestPushService> {
  const { key, cert } = selfSignedCert();
  const clients = new Map<string, { ecdh: ReturnType<typeof createECDH>; auth: Buffer }>();
  const scripted = new Map<string, { status: number; retryAfter?: number }[]>();
  const hostile = new Map<string, Misbehaviour>();
  const server: Server = createServer({ key, cert, keepAliveTimeout: 30_000 });
  const sockets = new Set<import('node:net').Socket>();
  server.on('secureConnection', (socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  const idOf = (endpoint: string) => endpoint.slice(endpoint.lastIndexOf('/') + 1);
  const service: TestPushService = {
    origin: '',
    agent: new Agent({ ca: cert, keepAlive: true, maxSockets: 256 }),
    ca: cert,
    hostileBytes: 0,
    connections: () => sockets.size,
    misbehave(endpoint, how) {
      hostile.set(idOf(endpoint), how);
    },
    deliveries: [],
    errors: [],
    received: 0,
    subscribe() {
      const id = b64u(randomBytes(12));
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      clients.set(id, { ecdh, auth });
      return {
        endpoint: `${service.origin}/push/${id}`,
        keys: { p256dh: b64u(ecdh.getPublicKey()), auth: b64u(auth) },
      };
    },
    answer(endpoint, statuses) {
      scripted.set(idOf(endpoint), [...statuses]);
    },
    close: () => {
      // Hanging and trickling answers never end by themselves.
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve())).then(() => service.agent.destroy());
    },
  };
  server.on('request', (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      service.received++;
      const id = (req.url ?? '').slice('/push/'.length);
      onReceived?.(id);
      const how = hostile.get(id);
      if (how) return misbehave(how, res);
      const next = scripted.get(id)?.shift();
      if (next)
        return void res.writeHead(next.status, next.retryAfter ? { 'Retry-After': String(next.retryAfter) } : {}).end();
      if (!check) return void res.writeHead(201).end();
      try {
        const client = clients.get(id);
        if (req.method !== 'POST' || !client) throw new Error(`${req.method} ${req.url}`);
        checkVapid(req, service.origin);
        if (req.headers['content-encoding'] !== 'aes128gcm')
          throw new Error(`encoding ${req.headers['content-encoding']}`);
        const ttl = Number(req.headers.ttl);
        if (!Number.isInteger(ttl) || ttl < 0) throw new Error(`TTL ${req.headers.ttl}`);
        const payload = JSON.parse(
          decrypt(Buffer.concat(chunks), client.ecdh, client.auth).toString('utf8'),
        ) as unknown;
        const topic = req.headers.topic as string | undefined;
        service.deliveries.push({ id, payload, ttl, urgency: req.headers.urgency as string | undefined, topic });
        res.writeHead(201).end();
      } catch (err) {
        service.errors.push(String(err));
        res.writeHead(400).end();
      }
    });
  });
  function misbehave(how: Misbehaviour, res: import('node:http').ServerResponse): void {
    if (how === 'hang') return;
    if (how === 'reset') return void res.socket?.destroy();
    res.writeHead(201, { 'Content-Type': 'application/octet-stream' });
    res.flushHeaders();
    if (how === 'trickle') {
      const timer = setInterval(() => {
        service.hostileBytes++;
        res.write('x');
      }, trickleMs);
      res.once('close', () => clearInterval(timer));
      return;
    }
    // huge: as fast as the reader takes it, never more than the socket buffers.
    const chunk = Buffer.alloc(64 * 1024, 120);
    let left = hugeBytes;
    const pump = () => {
      while (left > 0 && !res.destroyed) {
        left -= chunk.length;
        service.hostileBytes += chunk.length;
        if (!res.write(chunk)) return void res.once('drain', pump);
      }
      if (left <= 0) res.end();
    };
    pump();
  }
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  service.origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return service;
}
