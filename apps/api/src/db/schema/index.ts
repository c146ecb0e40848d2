// The Drizzle schema mirrors the SQL in apps/api/drizzle/; migrations are the source of truth.
export * from './users.ts';
export * from './avatars.ts';
export * from './profiles.ts';
export * from './outbox.ts';
export * from './auth.ts';
export * from './ledger.ts';
export * from './matching.ts';
export * from './swaps.ts';
export * from './contact.ts';
export * from './swap-lifecycle.ts';
export * from './messages.ts';
export * from './reviews.ts';
export * from './notifications.ts';
export * from './billing.ts';
export * from './live.ts';
export * from './safety.ts';
