-- Online billing through Stripe (ADR 64). The member's plan stays on profiles.plan, where the limits read it;
-- these tables hold what Stripe told us, so the plan can follow the subscription.

-- One row per member who has been to Checkout: their Stripe customer and the state of their subscription.
CREATE TABLE billing_accounts (
  member_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  stripe_customer_id text NOT NULL UNIQUE,
  stripe_subscription_id text UNIQUE,
  -- The subscription's paid plan, read from its price; null before the first subscription.
  subscription_plan text CHECK (subscription_plan IN ('premium', 'elite')),
  status text NOT NULL DEFAULT 'none' CHECK (status IN ('none', 'active', 'past_due', 'canceled')),
  current_period_end timestamptz,
  cancel_at_period_end boolean NOT NULL DEFAULT false,
  -- When a payment first failed; the grace job returns the member to Free seven days later.
  past_due_since timestamptz,
  -- The first paid Premium invoice, for the 30-day money-back guarantee.
  first_premium_invoice_id text,
  first_premium_paid_at timestamptz,
  refunded_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- The grace job looks only at members whose payment is late.
CREATE INDEX billing_accounts_past_due_idx ON billing_accounts (past_due_since) WHERE status = 'past_due';

-- Every Stripe event applied, by its id: a replayed delivery is recognised and changes nothing.
CREATE TABLE billing_webhook_events (
  event_id text PRIMARY KEY,
  type text NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now()
);
