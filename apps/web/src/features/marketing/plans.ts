import { featuresAddedBy, planLimits, planNames, planTiers, type PlanTier } from '@skillswap/contracts/plans';
import { paths } from '@/config/paths.ts';

export interface PlanOffer {
  tier: PlanTier;
  name: string;
  price: string;
  period: string;
  description: string;
  /** The plan's limits in words, then what it adds, straight from the shared contract (ADR 84). */
  features: string[];
  /** What a limit line marked with an asterisk leaves out. */
  footnote?: string;
  cta: { label: string; to: string };
  isPopular?: boolean;
}

/** Where online billing is off, paid plans are arranged through the contact form (docs/product-rules.md R1.6). */
export function contactAbout(subject: string) {
  return `${paths.contact}?subject=${encodeURIComponent(subject)}`;
}

/** The lines a plan's limits give it on Pricing (decisions.md: "Unlimited active swaps" plus a footnote). */
function limitLines(tier: PlanTier): string[] {
  const { requestsPerMonth, activeSwaps } = planLimits[tier];
  if (requestsPerMonth === null) return ['Unlimited swap requests and active swaps'];
  if (activeSwaps === null) return ['Unlimited active swaps*'];
  return [`${requestsPerMonth} swap requests a month`, `${activeSwaps} active swaps at once`];
}

function footnoteOf(tier: PlanTier): string | undefined {
  const { requestsPerMonth, activeSwaps } = planLimits[tier];
  if (requestsPerMonth === null || activeSwaps !== null) return undefined;
  return `*Up to ${requestsPerMonth} swap requests sent a month.`;
}

/** Everything a plan sells: the one below it, its limits and the delivered features it adds. */
export function listPlanFeatures(tier: PlanTier): string[] {
  const below = planTiers[planTiers.indexOf(tier) - 1];
  return [
    ...(below && below !== 'free' ? [`Everything in ${planNames[below]}`] : []),
    ...limitLines(tier),
    ...featuresAddedBy(tier).map((feature) => feature.label),
  ];
}

const offer = (tier: PlanTier, rest: Omit<PlanOffer, 'tier' | 'name' | 'features' | 'footnote'>) => {
  const footnote = footnoteOf(tier);
  return {
    tier,
    name: planNames[tier],
    features: listPlanFeatures(tier),
    ...(footnote ? { footnote } : {}),
    ...rest,
  };
};

export const planOffers: PlanOffer[] = [
  offer('free', {
    price: '$0',
    period: 'forever',
    description: 'Everything you need to make your first swaps.',
    cta: { label: 'Start for Free', to: paths.signup },
  }),
  offer('premium', {
    price: '$9.99',
    period: 'per month',
    description: 'For members who swap every week.',
    cta: { label: 'Upgrade to Premium', to: contactAbout('Upgrade to Premium') },
    isPopular: true,
  }),
  offer('elite', {
    price: '$29.99',
    period: 'per month',
    description: 'For members who teach and learn without limits.',
    cta: { label: 'Upgrade to Elite', to: contactAbout('Upgrade to Elite') },
  }),
  offer('enterprise', {
    price: 'Custom',
    period: 'pricing',
    description: 'For teams and organisations that learn together.',
    cta: { label: 'Contact Sales', to: contactAbout('Enterprise enquiry') },
  }),
];

function describeCount(count: number | null, unit: string) {
  return count === null ? `unlimited ${unit}` : `up to ${count} ${unit}`;
}

/** The limits the server enforces, in words, straight from the shared contract. */
export function describePlanLimits(tier: PlanTier) {
  const limits = planLimits[tier];
  return `${describeCount(limits.requestsPerMonth, 'swap requests sent per month')} and ${describeCount(limits.activeSwaps, 'active swaps at once')}`;
}
