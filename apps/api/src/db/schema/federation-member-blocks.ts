import { pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** A member of another exchange a member of this one has blocked (migration 0139, ADR 213). */
export const federationMemberBlocks = pgTable(
  'federation_member_blocks',
  {
    memberId: uuid('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** node/member id of the blocked member. */
    address: text('address').notNull(),
    label: text('label').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.memberId, table.address] })],
);
