// Errors that say the database cannot be reached for now (a restart, a failover, a dropped
// connection, a write lock held too long), as opposed to a fault of the query or of the data.
// Requests that meet them are answered 503, and the pool reconnects by itself.

const networkCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  // SQLite: another connection held the write lock longer than busy_timeout.
  'SQLITE_BUSY',
]);

// PostgreSQL's SQLSTATE classes and codes for a server going away or refusing connections:
// class 08 (connection exception), 57P01-57P03 (shut down, crashed, starting), 53300 (too many
// connections).
const postgresCodes = /^(08\d\d\d|57P0[123]|53300)$/;

// node-postgres raises these as plain errors, without a code.
const messages = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'is not queryable',
  'Connection ended unexpectedly',
];

export function isDatabaseUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (networkCodes.has(code) || postgresCodes.test(code))) return true;
  return typeof message === 'string' && messages.some((m) => message.includes(m));
}
