import {
  bigint,
  boolean,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** A member's Stripe customer and subscription state (migration 0044). */
export const billingAccounts = pgTable('billing_accounts', {
  memberId: uuid('member_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  stripeCustomerId: text('stripe_customer_id').notNull().unique(),
  stripeSubscriptionId: text('stripe_subscription_id').unique(),
  subscriptionPlan: text('subscription_plan').$type<'premium' | 'elite'>(),
  status: text('status').$type<'none' | 'active' | 'past_due' | 'canceled'>().notNull().default('none'),
  currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
  cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
  pastDueSince: timestamp('past_due_since', { withTimezone: true }),
  firstPremiumInvoiceId: text('first_premium_invoice_id'),
  firstPremiumPaidAt: timestamp('first_premium_paid_at', { withTimezone: true }),
  refundedAt: timestamp('refunded_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Stripe events already applied, by id (migration 0044). */
export const billingWebhookEvents = pgTable('billing_webhook_events', {
  eventId: text('event_id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Enterprise SLA credits asked for (migration 0097, ADR 143): one per account and missed month. */
export const slaCreditRequests = pgTable(
  'sla_credit_requests',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** `YYYY-MM`, UTC. */
    month: text('month').notNull(),
    availabilityPercent: numeric('availability_percent', { precision: 6, scale: 3 }).notNull(),
    /** In the currency's smallest unit, as Stripe gives it. */
    feePaid: integer('fee_paid').notNull(),
    credit: integer('credit').notNull(),
    currency: text('currency').notNull(),
    contactMessageId: bigint('contact_message_id', { mode: 'number' }),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.accountId, table.month] })],
);
