export const planTiers = ['free', 'premium', 'elite', 'enterprise'] as const;
export type PlanTier = (typeof planTiers)[number];

/** How each plan is named to members. */
export const planNames: Record<PlanTier, string> = {
  free: 'Free',
  premium: 'Premium',
  elite: 'Elite',
  enterprise: 'Enterprise',
};

/**
 * Limits per plan (product rules R4): requests sent per calendar month and swaps active at once; null =
 * unlimited.
 */
export const planLimits: Record<PlanTier, { requestsPerMonth: number | null; activeSwaps: number | null }> = {
  free: { requestsPerMonth: 5, activeSwaps: 3 },
  premium: { requestsPerMonth: 20, activeSwaps: null },
  elite: { requestsPerMonth: null, activeSwaps: null },
  enterprise: { requestsPerMonth: null, activeSwaps: null },
};

/** The order of the plans: each includes everything of the ones before it. */
export const planRank: Record<PlanTier, number> = { free: 0, premium: 1, elite: 2, enterprise: 3 };

/** Whether a member on `plan` has what `minimum` sells. */
export function hasPlan(plan: PlanTier, minimum: PlanTier): boolean {
  return planRank[plan] >= planRank[minimum];
}

/**
 * How the server keeps a feature to its plans (ADR 84):
 * - `endpoint`: every endpoint that serves it declares `planFeature`, and the access hook refuses a lower
 *   plan with 403 `plan_required` naming the plan;
 * - `treatment`: nothing is refused; the server treats a member on the plan differently (their contact
 *   message goes first, for example), and a test proves the difference;
 * - `none`: every plan has it.
 */
export type PlanGate = 'endpoint' | 'treatment' | 'none';

export interface PlanFeature {
  id: string;
  /** The words Pricing shows. */
  label: string;
  /** The lowest plan that has it; higher plans have it too. */
  plan: PlanTier;
  gate: PlanGate;
  /** Only delivered features are sold: Pricing, the Terms and the FAQ list these and nothing else. */
  isDelivered: boolean;
}

/**
 * What each plan sells beyond its limits (`planLimits`), the one list Pricing, the Terms, the FAQ and the
 * server's gates read (product rules R4.9). A feature is listed here when it is being
 * built and sold once `isDelivered`; a test proves every delivered feature above Free has its gate.
 */
export const planFeatures = [
  {
    id: 'basic-profile',
    label: 'Public profile with skills and reviews',
    plan: 'free',
    gate: 'none',
    isDelivered: true,
  },
  {
    id: 'standard-matching',
    label: 'Standard matching (weekly digest)',
    plan: 'free',
    gate: 'none',
    isDelivered: true,
  },
  {
    id: 'email-support',
    label: 'Support through the contact form',
    plan: 'free',
    gate: 'none',
    isDelivered: true,
  },
  {
    id: 'priority-support',
    label: 'Priority support (first in our inbox)',
    plan: 'premium',
    gate: 'treatment',
    isDelivered: true,
  },
  {
    id: 'advanced-filters',
    label: 'Advanced Explore filters: rating, languages, online or in person, distance',
    plan: 'premium',
    gate: 'endpoint',
    isDelivered: true,
  },
  {
    id: 'portfolio',
    label: 'Portfolio showcase (up to 12 items)',
    plan: 'premium',
    gate: 'endpoint',
    isDelivered: true,
  },
  {
    id: 'custom-branding',
    label: 'Profile accent colour and cover image',
    plan: 'premium',
    gate: 'endpoint',
    isDelivered: true,
  },
  {
    id: 'verified-badge',
    label: 'Verified badge after an identity check',
    plan: 'premium',
    gate: 'endpoint',
    isDelivered: true,
  },
  {
    id: 'insights',
    label: 'Analytics dashboard: profile views, requests, hours, SkillCoin and rating by month',
    plan: 'premium',
    gate: 'endpoint',
    isDelivered: true,
  },
  {
    id: 'priority-matching',
    label: 'Priority matching: strong matches announced at once, first among equally good matches',
    plan: 'premium',
    gate: 'treatment',
    isDelivered: true,
  },
  {
    id: 'vip-community',
    label: 'VIP community access: the Elite lounge',
    plan: 'elite',
    gate: 'treatment',
    isDelivered: true,
  },
  // Elite (ADRs 94 and 116–117).
  {
    id: 'elite-badge',
    label: 'Elite badge on your profile, cards and workshops',
    plan: 'elite',
    gate: 'treatment',
    isDelivered: true,
  },
  {
    id: 'featured-placement',
    label: 'Featured placement on Explore (labelled, shown in turn)',
    plan: 'elite',
    gate: 'treatment',
    isDelivered: true,
  },
  {
    id: 'direct-messages',
    label: 'First messages without a swap request (10 new conversations a day)',
    plan: 'elite',
    gate: 'endpoint',
    isDelivered: true,
  },
  {
    id: 'elite-workshops',
    label: 'Elite monthly workshops, one free seat a month',
    plan: 'elite',
    gate: 'treatment',
    isDelivered: true,
  },
  {
    id: 'coach',
    label: 'Coach: a learning plan for each skill you want, with an optional AI-written note',
    plan: 'elite',
    gate: 'endpoint',
    isDelivered: true,
  },
  {
    id: 'api-access',
    label: 'API access with personal access tokens',
    plan: 'enterprise',
    gate: 'endpoint',
    isDelivered: true,
  },
  {
    id: 'custom-integrations',
    label: 'Custom integrations (webhooks)',
    plan: 'enterprise',
    gate: 'endpoint',
    isDelivered: true,
  },
  {
    id: 'team-management',
    label: 'Team management: an organisation with seats, invitations by e-mail or domain',
    plan: 'enterprise',
    gate: 'endpoint',
    isDelivered: true,
  },
  {
    id: 'white-label',
    label: 'White-label: your organisation’s name, logo and colour on its pages and mails',
    plan: 'enterprise',
    // The organisation's owner's plan decides, not the admin's who calls (ADR 140): a `treatment`.
    gate: 'treatment',
    isDelivered: true,
  },
  {
    id: 'account-manager',
    label: 'A named account manager from our staff',
    plan: 'enterprise',
    gate: 'treatment',
    isDelivered: true,
  },
  {
    id: 'sla',
    label: 'SLA: 99.9% monthly availability as measured on /status, or 10% of the month’s fee back',
    plan: 'enterprise',
    gate: 'endpoint',
    isDelivered: true,
  },
] as const satisfies readonly PlanFeature[];

export type PlanFeatureId = (typeof planFeatures)[number]['id'];

export function findPlanFeature(id: PlanFeatureId): PlanFeature {
  return planFeatures.find((feature) => feature.id === id)!;
}

/** The delivered features a plan adds to the plan below it, in Pricing's order. */
export function featuresAddedBy(plan: PlanTier): PlanFeature[] {
  return planFeatures.filter((feature) => feature.plan === plan && feature.isDelivered);
}
