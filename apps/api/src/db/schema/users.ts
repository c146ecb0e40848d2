import type { Language } from '@skillswap/contracts/shared/i18n';
import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { MemberRole } from '@skillswap/contracts/auth/schemas';

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull(),
  passwordHash: text('password_hash'),
  fullName: text('full_name').notNull().default(''),
  /** Who may use the operator console (migration 0046, ADR 66). */
  role: text('role').$type<MemberRole>().notNull().default('member'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
  /** When the member followed a verification link (or a provider vouched for the address); migration 0047. */
  emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
  /** Suspended by an operator (migration 0053, ADR 73): no sign-in, hidden everywhere. */
  suspendedAt: timestamp('suspended_at', { withTimezone: true }),
  /** The language the member chose (migration 0071, ADR 102); null: negotiated from cookie and browser. */
  language: text('language').$type<Language>(),
  /**
   * A member without e-mail, created by this community's coordinator (migration 0121, ADR 180); null once
   * claimed.
   */
  managedByCommunityId: uuid('managed_by_community_id'),
  /**
   * The phone number a coordinator gave for a member without e-mail (ADR 180); never shown to other members.
   */
  contactPhone: text('contact_phone'),
});
