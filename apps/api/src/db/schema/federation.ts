import { bigserial, numeric, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import type { LinkStatus } from '@skillswap/contracts/federation/schemas';
import { ledgerAccounts } from './ledger.ts';
import { users } from './users.ts';

/** A trunk's one-time invitation to a branch (migration 0124, ADR 183). */
export const federationInvitations = pgTable('federation_invitations', {
  id: uuid('id').primaryKey().defaultRandom(),
  tokenHash: text('token_hash').notNull().unique(),
  issuedBy: uuid('issued_by').references(() => users.id, { onDelete: 'set null' }),
  maxOwedHours: numeric('max_owed_hours', { precision: 12, scale: 2, mode: 'number' }).notNull(),
  maxOwingHours: numeric('max_owing_hours', { precision: 12, scale: 2, mode: 'number' }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A link with another node, as this side keeps it (migration 0124, ADR 183). */
export const federationLinks = pgTable('federation_links', {
  id: uuid('id').primaryKey().defaultRandom(),
  peerRole: text('peer_role').$type<'trunk' | 'branch'>().notNull(),
  peerName: text('peer_name').notNull(),
  peerUrl: text('peer_url').notNull(),
  secretSealed: text('secret_sealed').notNull(),
  maxOwedHours: numeric('max_owed_hours', { precision: 12, scale: 2, mode: 'number' }).notNull(),
  maxOwingHours: numeric('max_owing_hours', { precision: 12, scale: 2, mode: 'number' }).notNull(),
  rate: numeric('rate', { precision: 12, scale: 6, mode: 'number' }).notNull().default(1),
  status: text('status').$type<LinkStatus>().notNull().default('active'),
  pausedBy: text('paused_by').$type<'us' | 'them'>(),
  accountId: uuid('account_id')
    .notNull()
    .unique()
    .references(() => ledgerAccounts.id),
  /** The head of the Credit Commons hash ratchet with this node ('' before any transaction). */
  lastHash: text('last_hash').notNull().default(''),
  /**
   * The head before the last advance (migration 0125): a peer whose acknowledgement was lost still holds it.
   */
  previousHash: text('previous_hash'),
  /** The newest head the peer is known to hold (migration 0128, ADR 191): the one this node sends it. */
  peerHash: text('peer_hash'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  endedAt: timestamp('ended_at', { withTimezone: true }),
});

/** Nonces of signed node requests, each taken once per link (migration 0124, ADR 183). */
export const federationNonces = pgTable(
  'federation_nonces',
  {
    linkId: uuid('link_id')
      .notNull()
      .references(() => federationLinks.id, { onDelete: 'cascade' }),
    nonce: text('nonce').notNull(),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.linkId, table.nonce] })],
);

/**
 * Every head this node held on a link, the newest 1,000 kept: the ratchet's window (migration 0128, ADR 191).
 */
export const federationLinkHeads = pgTable(
  'federation_link_heads',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    linkId: uuid('link_id')
      .notNull()
      .references(() => federationLinks.id, { onDelete: 'cascade' }),
    hash: text('hash').notNull(),
    heldAt: timestamp('held_at', { withTimezone: true }).notNull(),
  },
  (table) => [unique().on(table.linkId, table.hash)],
);

/**
 * A node beneath one of this node's branches, as that branch last announced it (migration 0141, ADR 218):
 * messages for it leave through that branch's link.
 */
export const federationNodeRoutes = pgTable('federation_routes', {
  node: text('node').primaryKey(),
  viaLink: uuid('via_link')
    .notNull()
    .references(() => federationLinks.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
