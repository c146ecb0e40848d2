import { boolean, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type {
  CommunityJoinRule,
  CommunityMemberStatus,
  CommunityRole,
  CommunityVisibility,
} from '@skillswap/contracts/communities/schemas';
import { avatars } from './avatars.ts';
import { users } from './users.ts';

/** Communities (migration 0067, ADR 98). */
export const communities = pgTable('communities', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  isOnline: boolean('is_online').notNull(),
  city: text('city'),
  visibility: text('visibility').$type<CommunityVisibility>().notNull(),
  joinRule: text('join_rule').$type<CommunityJoinRule | 'plan'>().notNull(),
  inviteToken: text('invite_token').notNull(),
  builtin: text('builtin').$type<'elite_lounge'>(),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  /** Set when its last owner's deletion left nobody to take it over (migration 0103): hidden everywhere. */
  archivedAt: timestamp('archived_at', { withTimezone: true }),
});

export const communityMembers = pgTable(
  'community_members',
  {
    communityId: uuid('community_id')
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').$type<CommunityRole>().notNull().default('member'),
    status: text('status').$type<CommunityMemberStatus>().notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    joinedAt: timestamp('joined_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.communityId, table.memberId] })],
);

export const communityAnnouncements = pgTable('community_announcements', {
  id: uuid('id').primaryKey().defaultRandom(),
  communityId: uuid('community_id')
    .notNull()
    .references(() => communities.id, { onDelete: 'cascade' }),
  authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
  body: text('body').notNull(),
  pinnedAt: timestamp('pinned_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Organisations (migration 0089, ADR 122): a private community owned by an Enterprise account, with seats.
 */
export const organisations = pgTable('organisations', {
  communityId: uuid('community_id')
    .primaryKey()
    .references(() => communities.id, { onDelete: 'cascade' }),
  accountId: uuid('account_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  seats: integer('seats').notNull(),
  allowedDomain: text('allowed_domain'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** The staff member an admin assigned (migration 0097, ADR 142); null when none. */
  accountManagerId: uuid('account_manager_id').references(() => users.id, { onDelete: 'set null' }),
  /** The name the organisation sees for its account manager, chosen by staff; never their address. */
  accountManagerName: text('account_manager_name'),
  /** White-label (migration 0096, ADR 140): shown on its pages and mails while the owner is on Enterprise. */
  displayName: text('display_name'),
  logoHash: text('logo_hash').references(() => avatars.hash),
  /** `#rrggbb`, on which white text keeps 4.5:1 contrast (checked by the contract's schema). */
  accent: text('accent'),
});

export const organisationInvitations = pgTable('organisation_invitations', {
  id: uuid('id').primaryKey().defaultRandom(),
  communityId: uuid('community_id')
    .notNull()
    .references(() => organisations.communityId, { onDelete: 'cascade' }),
  email: text('email').notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  acceptedAt: timestamp('accepted_at', { withTimezone: true }),
  acceptedBy: uuid('accepted_by').references(() => users.id, { onDelete: 'set null' }),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
});
