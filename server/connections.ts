import type { Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { Limits } from './limits.ts';
import { tooLongAnswer } from './tooLong.ts';

/**
 * The connection cap, without letting idle keep-alive sockets crowd out new clients. Node's own
 * `maxConnections` counts a socket that merely waits for its next request like a busy one: 500
 * idle sockets of one client caused 159 resets in the next burst of others. Here, a connection
 * that arrives at the cap first takes the place of the oldest idle keep-alive socket (one that has
 * been answered and has nothing in flight; its client reconnects as it would after the keep-alive
 * timeout). Only when every socket is busy, or has not sent a request yet (those are cut by the
 * header timeout), is the newcomer closed on arrival, as before.
 */
export function capConnections(server: Server, cap: number): void {
  // In arrival order (a Map keeps it), so the oldest idle socket goes first.
  const sockets = new Map<Socket, { served: number; inFlight: number }>();

  server.on('connection', (socket: Socket) => {
    if (sockets.size >= cap && !evictIdle()) {
      socket.destroy();
      return;
    }
    sockets.set(socket, { served: 0, inFlight: 0 });
    socket.once('close', () => sockets.delete(socket));
  });

  server.on('request', (req, res) => {
    const s = sockets.get(req.socket);
    if (!s) return;
    s.inFlight++;
    res.once('close', () => {
      s.inFlight--;
      s.served++;
    });
  });

  function evictIdle(): boolean {
    for (const [socket, s] of sockets) {
      if (s.served > 0 && s.inFlight === 0) {
        sockets.delete(socket);
        socket.destroy();
        return true;
      }
    }
    return false;
  }
}

/**
 * Slow or stalled clients (slowloris) are cut: headers, then the whole request, must arrive in
 * time; an idle keep-alive or a socket nobody reads is closed; connections beyond the cap are
 * closed on arrival. Unparseable or too slow HTTP never reaches the handler: it is answered plainly.
 */
export function guardConnections(server: Server, limits: Limits): void {
  server.requestTimeout = limits.requestTimeoutMs;
  server.headersTimeout = Math.min(limits.headersTimeoutMs, limits.requestTimeoutMs);
  server.keepAliveTimeout = limits.keepAliveTimeoutMs;
  server.timeout = limits.idleTimeoutMs;
  capConnections(server, limits.maxConnections);
  server.on('clientError', (err: NodeJS.ErrnoException, socket) => {
    // Mid-answer there is no clean way to say it: just close.
    const answering = (socket as { _httpMessage?: ServerResponse })._httpMessage?.headersSent;
    if (!socket.writable || answering || err.code === 'ECONNRESET') return void socket.destroy();
    // An address too long (a link pasted whole, an old search) gets a page that says so.
    if (err.code === 'HPE_HEADER_OVERFLOW') return void socket.end(tooLongAnswer());
    const status = err.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? '408 Request Timeout' : '400 Bad Request';
    socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  });
}

/** How often the timeouts are checked: short next to the shortest of them. */
export const checkingInterval = (limits: Limits): number => Math.max(50, Math.min(30_000, limits.headersTimeoutMs / 4));
