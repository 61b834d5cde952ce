import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * One JSON line per request, written when its answer is finished (or cut): what an operator greps
 * and a log pipeline parses. Only the path is logged, never the query, headers or body: a uid
 * travels in bodies (and the page's #fragment, which never reaches us), an msisdn in a header,
 * and neither may end up in logs in clear.
 */
export function logRequests(write: (line: string) => void) {
  return (req: IncomingMessage, res: ServerResponse): void => {
    const t0 = process.hrtime.bigint();
    res.once('close', () => {
      const url = req.url ?? '/';
      const q = url.indexOf('?');
      write(
        JSON.stringify({
          time: new Date().toISOString(),
          level: res.statusCode >= 500 ? 'error' : 'info',
          msg: 'request',
          method: req.method,
          path: (q === -1 ? url : url.slice(0, q)).slice(0, 200),
          status: res.statusCode,
          ms: Math.round(Number(process.hrtime.bigint() - t0) / 1e4) / 100,
          // Answered in full, or cut (client gone, timeout, shutdown).
          completed: res.writableFinished,
        }),
      );
    });
  };
}
