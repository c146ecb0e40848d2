/** This feature's query keys; those other features name too are in lib/query-keys.ts. */
export const settingsKeys = {
  personalTokens: ['me', 'personal-tokens'] as const,
  sessions: ['me', 'sessions'] as const,
  recoveryCodes: ['me', 'recovery-codes'] as const,
  privacy: ['me', 'privacy'] as const,
  factors: ['me', 'factors'] as const,
  /** The account's webhook endpoints' owner key (components/webhooks keys its queries under it). */
  webhooks: ['me'] as const,
};
