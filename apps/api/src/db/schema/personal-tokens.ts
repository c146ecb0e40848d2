import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { TokenScope } from '@skillswap/contracts/personal-tokens/schemas';
import { users } from './users.ts';

/** An Enterprise member's personal access tokens, by hash (migration 0051, ADR 71). */
export const personalAccessTokens = pgTable('personal_access_tokens', {
  id: uuid('id').primaryKey().defaultRandom(),
  memberId: uuid('member_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  scopes: text('scopes').array().$type<TokenScope[]>().notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  lastCharacters: text('last_characters').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
