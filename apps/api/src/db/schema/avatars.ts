import { customType, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  // PGlite answers a Uint8Array, node-postgres a Buffer; callers always get a Buffer.
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** Avatar images, keyed by the SHA-256 of their bytes (migration 0043, ADR 0060). */
export const avatars = pgTable('avatars', {
  hash: text('hash').primaryKey(),
  contentType: text('content_type').notNull(),
  byteSize: integer('byte_size').notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** The last time these bytes were stored; the clean-up spares unreferenced avatars stored recently. */
  storedAt: timestamp('stored_at', { withTimezone: true }).notNull().defaultNow(),
});
