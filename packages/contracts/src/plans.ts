export const planTiers = ['free', 'premium', 'elite', 'enterprise'] as const;
export type PlanTier = (typeof planTiers)[number];

/** How each plan is named to members. */
export const planNames: Record<PlanTier, string> = {
  free: 'Free',
  premium: 'Premium',
  elite: 'Elite',
  enterprise: 'Enterprise',
};

/** Limits per plan (product rules R4): requests sent per calendar month and swaps active at once; null = unlimited. */
export const planLimits: Record<PlanTier, { requestsPerMonth: number | null; activeSwaps: number | null }> = {
  free: { requestsPerMonth: 5, activeSwaps: 3 },
  premium: { requestsPerMonth: 20, activeSwaps: null },
  elite: { requestsPerMonth: null, activeSwaps: null },
  enterprise: { requestsPerMonth: null, activeSwaps: null },
};
