import { boolean, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
