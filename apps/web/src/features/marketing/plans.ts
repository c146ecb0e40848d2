import { planLimits, type PlanTier } from '@skillswap/contracts/plans';
import { paths } from '@/config/paths.ts';

export interface PlanOffer {
  tier: PlanTier;
  name: string;
  price: string;
  period: string;
  description: string;
  features: string[];
  cta: { label: string; to: string };
  isPopular?: boolean;
}

/** Where online billing is off, paid plans are arranged through the contact form (docs/product-rules.md R1.6). */
export function contactAbout(subject: string) {
  return `${paths.contact}?subject=${encodeURIComponent(subject)}`;
}

export const planOffers: PlanOffer[] = [
  {
    tier: 'free',
    name: 'Free',
    price: '$0',
    period: 'forever',
    description: 'Everything you need to make your first swaps.',
    features: [
      '3 active swaps per month',
      'Basic profile',
      'Community access',
      'Email support',
      'Standard matching',
    ],
    cta: { label: 'Start for Free', to: paths.signup },
  },
  {
    tier: 'premium',
    name: 'Premium',
    price: '$9.99',
    period: 'per month',
    description: 'For members who swap every week.',
    features: [
      'Unlimited swaps',
      'Verified badge',
      'Priority matching',
      'Custom branding',
      'Analytics dashboard',
      '24/7 priority support',
      'Advanced filters',
      'Portfolio showcase',
    ],
    cta: { label: 'Upgrade to Premium', to: contactAbout('Upgrade to Premium') },
    isPopular: true,
  },
  {
    tier: 'elite',
    name: 'Elite',
    price: '$29.99',
    period: 'per month',
    description: 'For professionals building a personal brand.',
    features: [
      'Everything in Premium',
      'AI Coach assistant',
      'Elite badge',
      'Featured profile placement',
      'Direct messaging priority',
      'Crypto payment rewards',
      'Monthly skill workshops',
      'VIP community access',
      'Personal brand manager',
    ],
    cta: { label: 'Upgrade to Elite', to: contactAbout('Upgrade to Elite') },
  },
  {
    tier: 'enterprise',
    name: 'Enterprise',
    price: 'Custom',
    period: 'pricing',
    description: 'For teams and organisations that learn together.',
    features: [
      'Team management',
      'White-label',
      'API access',
      'Dedicated account manager',
      'Custom integrations',
      'SLA guarantee',
    ],
    cta: { label: 'Contact Sales', to: contactAbout('Enterprise enquiry') },
  },
];

function describeCount(count: number | null, unit: string) {
  return count === null ? `unlimited ${unit}` : `up to ${count} ${unit}`;
}

/** The limits the server enforces, in words, straight from the shared contract. */
export function describePlanLimits(tier: PlanTier) {
  const limits = planLimits[tier];
  return `${describeCount(limits.requestsPerMonth, 'swap requests sent per month')} and ${describeCount(limits.activeSwaps, 'active swaps at once')}`;
}
