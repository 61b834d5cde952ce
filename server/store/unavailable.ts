// Errors that mean "the database cannot be reached right now", as opposed to a bug or a bad query:
// the instance answers 503 to them (clients and load balancers retry elsewhere or later) and
// /ready fails, instead of a 500 that pages someone for a database restart.
const NETWORK = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'ENOTFOUND', 'EHOSTUNREACH', 'EPIPE', 'EAI_AGAIN']);
// PostgreSQL SQLSTATEs: 08xxx connection exceptions, admin/crash shutdown, starting up, too many connections.
const SQLSTATE = new Set(['57P01', '57P02', '57P03', '53300']);
const MESSAGES = [/Connection terminated/i, /timeout exceeded when trying to connect/i, /Query read timeout/i];

export class StoreUnavailableError extends Error {
  constructor(cause: unknown) {
    super('database unavailable', { cause });
  }
}

export function isStoreUnavailable(err: unknown): boolean {
  if (err instanceof StoreUnavailableError) return true;
  if (typeof err !== 'object' || err === null) return false;
  const { code, message } = err as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (NETWORK.has(code) || SQLSTATE.has(code) || code.startsWith('08'))) return true;
  // SQLite: another writer held the lock for longer than busy_timeout.
  if (code === 'ERR_SQLITE_ERROR' && /database is locked/.test(String(message))) return true;
  return typeof message === 'string' && MESSAGES.some((m) => m.test(message));
}
