import {
  featuresAddedBy,
  planLimits,
  planNames,
  planTiers,
  type PlanTier,
} from '@skillswap/contracts/shared/plans';
import { paths } from '@/config/paths.ts';
import type { Translate } from '@/i18n/i18n-context.ts';

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

/**
 * Where online billing is off, paid plans are arranged through the contact form (docs/product-rules.md R1.6).
 */
export function contactAbout(subject: string) {
  return `${paths.contact}?subject=${encodeURIComponent(subject)}`;
}

/**
 * The lines a plan's limits give it on Pricing (product rules R4.9: "Unlimited active swaps" and a footnote).
 */
function limitLines(tier: PlanTier, t: Translate): string[] {
  const { requestsPerMonth, activeSwaps } = planLimits[tier];
  if (requestsPerMonth === null) return [t('pages.pricing.limit.unlimited')];
  if (activeSwaps === null) return [t('pages.pricing.limit.unlimitedActive')];
  return [
    t('pages.pricing.limit.requests', { count: requestsPerMonth }),
    t('pages.pricing.limit.active', { count: activeSwaps }),
  ];
}

function footnoteOf(tier: PlanTier, t: Translate): string | undefined {
  const { requestsPerMonth, activeSwaps } = planLimits[tier];
  if (requestsPerMonth === null || activeSwaps !== null) return undefined;
  return t('pages.pricing.limit.footnote', { count: requestsPerMonth });
}

/** Everything a plan sells: the one below it, its limits and the delivered features it adds. */
export function listPlanFeatures(tier: PlanTier, t: Translate): string[] {
  const below = planTiers[planTiers.indexOf(tier) - 1];
  return [
    ...(below && below !== 'free' ? [t('pages.pricing.everythingIn', { plan: planNames[below] })] : []),
    ...limitLines(tier, t),
    ...featuresAddedBy(tier).map((feature) => t(`pages.pricing.feature.${feature.id}`)),
  ];
}

/** What a plan adds over the one below it: its limits and its own features (Settings › Plan). */
export function listPlanAdditions(tier: PlanTier, t: Translate): string[] {
  return [
    ...limitLines(tier, t),
    ...featuresAddedBy(tier).map((feature) => t(`pages.pricing.feature.${feature.id}`)),
  ];
}

/** The four plans of Pricing, in the active language (`t`). */
export function planOffers(t: Translate): PlanOffer[] {
  const offer = (tier: PlanTier, rest: Omit<PlanOffer, 'tier' | 'name' | 'features' | 'footnote'>) => {
    const footnote = footnoteOf(tier, t);
    return {
      tier,
      name: planNames[tier],
      features: listPlanFeatures(tier, t),
      ...(footnote ? { footnote } : {}),
      ...rest,
    };
  };
  return [
    offer('free', {
      price: '$0',
      period: t('pages.pricing.forever'),
      description: t('pages.pricing.free.description'),
      cta: { label: t('pages.pricing.free.cta'), to: paths.signup },
    }),
    offer('premium', {
      price: '$9.99',
      period: t('pages.pricing.perMonth'),
      description: t('pages.pricing.premium.description'),
      cta: {
        label: t('premium.lock.upgrade', { plan: planNames.premium }),
        to: contactAbout('Upgrade to Premium'),
      },
      isPopular: true,
    }),
    offer('elite', {
      price: '$29.99',
      period: t('pages.pricing.perMonth'),
      description: t('pages.pricing.elite.description'),
      cta: {
        label: t('premium.lock.upgrade', { plan: planNames.elite }),
        to: contactAbout('Upgrade to Elite'),
      },
    }),
    offer('enterprise', {
      price: t('pages.pricing.custom'),
      period: t('pages.pricing.customPeriod'),
      description: t('pages.pricing.enterprise.description'),
      cta: { label: t('pages.pricing.enterprise.cta'), to: contactAbout('Enterprise enquiry') },
    }),
  ];
}

/** The limits the server enforces, in words, in the active language. */
export function describePlanLimitsIn(tier: PlanTier, t: Translate) {
  const { requestsPerMonth, activeSwaps } = planLimits[tier];
  return t('pages.pricing.limits', {
    requests:
      requestsPerMonth === null
        ? t('pages.pricing.limits.unlimitedRequests')
        : t('pages.pricing.limits.requests', { count: requestsPerMonth }),
    active:
      activeSwaps === null
        ? t('pages.pricing.limits.unlimitedActive')
        : t('pages.pricing.limits.active', { count: activeSwaps }),
  });
}

function describeCount(count: number | null, unit: string) {
  return count === null ? `unlimited ${unit}` : `up to ${count} ${unit}`;
}

/**
 * The limits the server enforces, in English words (the Terms of Service), straight from the shared contract.
 */
export function describePlanLimits(tier: PlanTier) {
  const limits = planLimits[tier];
  return `${describeCount(limits.requestsPerMonth, 'swap requests sent per month')} and ${describeCount(limits.activeSwaps, 'active swaps at once')}`;
}
