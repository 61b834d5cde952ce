import { Agent, createServer, request, type Server } from 'node:http';

/**
 * The smallest load balancer: each request goes to the next instance in turn (so one client's
 * consecutive requests land on different instances, the worst case for per-instance state). An
 * instance that refuses the connection is skipped for that request; a request cut mid-answer is
 * the client's to retry. For tests and `npm run load`; production uses a real one (docs/deploy.md).
 */
export function createRoundRobinProxy(targets: string[]): Server {
  let next = 0;
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  return createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const attempt = (tries: number): void => {
        const target = new URL(targets[next++ % targets.length]);
        const up = request(
          {
            agent,
            host: target.hostname,
            port: target.port,
            method: req.method,
            path: req.url,
            headers: { ...req.headers, host: target.host },
            timeout: 10_000,
          },
          (answer) => {
            res.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(res);
          },
        );
        up.on('timeout', () => up.destroy(new Error('upstream timeout')));
        up.on('error', (err: NodeJS.ErrnoException) => {
          if (err.code === 'ECONNREFUSED' && tries < targets.length) return attempt(tries + 1);
          if (!res.headersSent) res.writeHead(502).end();
          else res.destroy();
        });
        up.end(body);
      };
      attempt(1);
    });
  });
}
