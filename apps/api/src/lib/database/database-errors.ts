/** SQLSTATEs that mean "the database cannot serve this now; the same request may work shortly". */
const transientStates = new Set([
  '57P01', // admin_shutdown: the server is stopping or restarting
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up or in recovery
  '57014', // query_canceled: statement_timeout
  '25P03', // idle_in_transaction_session_timeout
  '53300', // too_many_connections
  '40001', // serialization_failure (left after one retry)
  '40P01', // deadlock_detected (left after one retry)
]);
const networkCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
// node-postgres reports a lost or hung connection with these messages and no code.
const driverMessages = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Query read timeout',
  'timeout expired',
  'is not queryable',
  'Client was closed',
];

/** Errors and their causes, outermost first (Drizzle wraps the driver's error in `cause`). */
function* causes(error: unknown): Generator<unknown> {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    yield current;
    current = (current as { cause?: unknown }).cause;
  }
}

const codeOf = (error: unknown) => (error as { code?: unknown }).code;

/** Whether an error means the database is unreachable, restarting, frozen or overloaded (answer 503). */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const current of causes(error)) {
    const code = codeOf(current);
    if (typeof code === 'string' && (transientStates.has(code) || networkCodes.has(code))) return true;
    if (typeof code === 'string' && code.startsWith('08')) return true; // connection_exception class
    const message = (current as { message?: unknown }).message;
    if (typeof message === 'string' && driverMessages.some((text) => message.includes(text))) return true;
  }
  return false;
}

/** Whether a transaction failed only because it met another one, so running it again is the cure. */
export function isTransactionConflict(error: unknown): boolean {
  for (const current of causes(error)) {
    if (codeOf(current) === '40P01' || codeOf(current) === '40001') return true;
  }
  return false;
}
