import { z } from 'zod';

/**
 * Page cursors of every list endpoint, decoded and checked in one place (ADR 0041). A cursor is opaque to
 * clients; whatever comes back is checked part by part, so a forged one is a 400, never a database error.
 */
export const invalidCursorMessage = 'Invalid cursor';

const error = invalidCursorMessage;

/** Cursors only ever carry ASCII JSON, so bytes and characters map one to one. */
function encodeAscii(text: string): string {
  const bytes = Uint8Array.from(text, (character) => character.charCodeAt(0));
  return z.util.uint8ArrayToBase64url(bytes);
}

function decodeAscii(cursor: string): string | null {
  if (!/^[A-Za-z0-9_-]+$/.test(cursor)) return null;
  try {
    const bytes = z.util.base64urlToUint8Array(cursor);
    return bytes.every((byte) => byte >= 0x20 && byte < 0x7f) ? String.fromCharCode(...bytes) : null;
  } catch {
    return null;
  }
}

function parseJson(text: string | null): unknown {
  if (text === null) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * A keyset position (the sort keys of the last row of a page) that travels as base64url JSON of a tuple.
 * `z.encode(cursor, position)` writes it; parsing a query with it answers the checked position.
 */
export function keysetCursor<Position extends z.ZodTuple>(position: Position) {
  return z.codec(z.string({ error }).max(200, error), position, {
    decode: (cursor, context) => {
      const value = parseJson(decodeAscii(cursor));
      // Checked here too, so that any flaw reads as one 'Invalid cursor' rather than a tuple's own messages.
      if (value !== undefined && position.safeParse(value).success) return value as z.input<Position>;
      context.issues.push({ code: 'custom', message: error, input: cursor });
      return z.NEVER;
    },
    encode: (value) => encodeAscii(JSON.stringify(value)),
  });
}

// Within what both JavaScript (toISOString) and PostgreSQL (timestamptz) read and write the same way.
const earliestInstant = new Date('1970-01-01T00:00:00.000Z');
const latestInstant = new Date('9999-12-31T23:59:59.999Z');

/** An instant inside a cursor: exactly the form `toISOString` writes, in years both sides agree on. */
export const cursorInstant = z.codec(
  z.iso.datetime({ precision: 3 }),
  z.date().min(earliestInstant).max(latestInstant),
  {
    decode: (text) => new Date(text),
    encode: (date) => date.toISOString(),
  },
);

/** A row id inside a cursor: a real UUID, not merely 36 characters. */
export const cursorId = z.uuid();

/**
 * Lists ordered by a numeric id (notifications, reviews, the statement, messages): the cursor is the last id
 * seen, written in plain decimal, a positive integer JavaScript holds exactly.
 */
export const sequenceCursor = z.codec(
  z.string({ error }).regex(/^[1-9][0-9]{0,15}$/, error),
  z.number({ error }).int({ error }).positive({ error }),
  {
    decode: (text) => Number(text),
    encode: (id) => String(id),
  },
);
