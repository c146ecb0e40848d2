/**
 * Errors as the log writes them. A failed query's error carries the values it was sent
 * (`params`, and again in its message and stack): invitation tokens, recipients' addresses, whatever a member
 * typed. The log keeps what explains the failure (the SQL with its placeholders, the database's code and
 * constraint) and never those values; what still reads like a token or an e-mail address in a message (a
 * database's "Key (token_hash)=(…)" detail, an "invalid input syntax" quoting the value) is blanked.
 */

// Properties that hold the values a query was sent with, whatever the driver calls them.
const valueProperties = new Set(['params', 'parameters', 'values', 'raw']);
const maxCauses = 5;

const emailAddress = /[^\s@"'()<>,;:]+@[^\s@"'()<>,;:]+\.[a-z]{2,}/gi;
// A run of letters, digits, '-' and '_' at least 16 long that mixes letters and digits: tokens, ids, digests.
const tokenLike = /(?<![\w-])(?=[\w-]*\d)(?=[\w-]*[a-z])[\w-]{16,}(?![\w-])/gi;
// PostgreSQL's detail on a constraint names the values: `Key (email)=(ana@example.com) already exists.`
const keyValues = /(\bKey \([^)]*\))=\((?:[^()]|\([^()]*\))*\)/g;

/** A message or stack with every e-mail address, token-like value and constraint value blanked. */
export function redactLogText(text: string): string {
  return text
    .replace(keyValues, '$1=([redacted])')
    .replace(emailAddress, '[redacted e-mail]')
    .replace(tokenLike, '[redacted]');
}

interface SerializedError {
  type: string;
  message: string;
  stack: string;
  [property: string]: unknown;
}

/** An error's own message without the values a failed query appends to it (`params: …`). */
function messageOf(error: Error): string {
  const query = (error as { query?: unknown }).query;
  const head = `Failed query: ${String(query)}`;
  return typeof query === 'string' && error.message.startsWith(`${head}\nparams:`) ? head : error.message;
}

/** The error chain, outermost first, following `cause` a few steps. */
function chainOf(error: Error): Error[] {
  const chain = [error];
  let cause = error.cause;
  while (cause instanceof Error && chain.length <= maxCauses && !chain.includes(cause)) {
    chain.push(cause);
    cause = cause.cause;
  }
  return chain;
}

/** Pino's `err` serializer for the API's logger: type, message and stack of the chain, its plain fields. */
export function serializeErrorForLog(error: Error): SerializedError {
  if (!((error as unknown) instanceof Error)) {
    return { type: typeof error, message: redactLogText(String(error)), stack: '' };
  }
  const chain = chainOf(error);
  const stacks = chain.map((link) =>
    (link.stack ?? `${link.name}: ${link.message}`).replace(link.message, messageOf(link)),
  );
  const serialized: SerializedError = {
    type: error.constructor.name || error.name,
    message: redactLogText(chain.map(messageOf).join(': ')),
    stack: redactLogText(stacks.join('\ncaused by: ')),
  };
  for (const [index, link] of chain.entries()) {
    for (const [key, value] of Object.entries(link)) {
      if (valueProperties.has(key) || key === 'cause' || key === 'message' || key === 'stack') continue;
      if (value !== null && typeof value === 'object') continue;
      const name = index === 0 ? key : `cause.${key}`;
      if (name in serialized) continue;
      serialized[name] = typeof value === 'string' ? redactLogText(value) : value;
    }
  }
  return serialized;
}
