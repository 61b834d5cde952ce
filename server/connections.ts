import type { Server } from 'node:http';
import type { Socket } from 'node:net';

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
