import { featuresAddedBy, planNames, planTiers, type PlanTier } from '@skillswap/contracts/shared/plans';
import { slaTerms } from '@skillswap/contracts/status/schemas';
import { describePlanLimits } from '../plans.ts';
import type { LegalSection } from './legal-document.tsx';

/** "Priority support" → "priority support", but "API access" stays as it is. */
const lowerFirst = (text: string) =>
  /^[A-Z][a-z]/.test(text) ? text[0]!.toLowerCase() + text.slice(1) : text;

/**
 * A tier as the Terms state it: its limits and the delivered features it adds, from the contract (ADR 84).
 */
function describeTierForTerms(tier: PlanTier): string {
  const added = featuresAddedBy(tier).map((feature) => lowerFirst(feature.label));
  const fee =
    tier === 'free' ? '' : tier === 'enterprise' ? ', for a fee agreed with us' : ', for a monthly fee';
  const extras = added.length > 0 ? `; ${added.join('; ')}` : '';
  return `${planNames[tier]}: ${describePlanLimits(tier)}${extras}${fee}.`;
}

export const termsIntro =
  'These terms are the agreement between you and SkillSwap when you use the platform. Please read them carefully: by creating an account or using SkillSwap you accept them.';

export const termsSections: LegalSection[] = [
  {
    heading: 'Eligibility and your account',
    blocks: [
      [
        'You must be at least 13 years old to use SkillSwap.',
        'One account per person: accounts are personal and may not be shared, sold or transferred.',
        'The information in your account and profile must be accurate, and you are responsible for keeping your sign-in details secure.',
      ],
    ],
  },
  {
    heading: 'How swaps and SkillCoins work',
    blocks: [
      'SkillSwap lets members trade skills instead of money. One hour of teaching equals 1 SkillCoin. When both sides of a swap confirm the hours taught, the difference moves between their SkillCoin balances.',
      'SkillCoins are never sold, have no cash value and cannot be exchanged for money. Your balance may not fall below the credit floor shown in your account.',
      'Swaps are agreements between members. SkillSwap provides the platform, matching and ledger, but is not a party to the lessons themselves.',
    ],
  },
  {
    heading: 'Membership tiers',
    blocks: [
      [...planTiers.map(describeTierForTerms)],
      'Each plan includes everything in the plans before it. A paid plan’s features stop when the plan ends; nothing you made is deleted, and it returns with the plan. SkillSwap does not offer crypto payment rewards or a personal brand manager on any plan. The Pricing page shows current prices.',
    ],
  },
  {
    heading: 'Billing, cancellation and refunds',
    blocks: [
      [
        'Paid plans are billed monthly in advance.',
        'You can cancel at any time; your plan stays active until the end of the month already paid for.',
        'There are no refunds for partial months, except where the Pricing page offers a money-back guarantee.',
        'We give at least 30 days notice before any change to fees takes effect.',
        `Enterprise service level: SkillSwap is available at least ${slaTerms.monthlyAvailabilityPercent}% of each calendar month (UTC), as measured by the /status page, where a minute without a recorded check counts as unavailable. For a month below it, the organisation’s owner may ask once, from the organisation’s page, for a credit of ${slaTerms.creditPercentOfMonthlyFee}% of the fee paid for that month.`,
      ],
    ],
  },
  {
    heading: 'Community conduct',
    blocks: [
      'Treat other members with respect. You agree not to:',
      [
        'harass, threaten or discriminate against anyone;',
        'misrepresent your skills, identity or reviews;',
        'ask for or offer money for swaps arranged on SkillSwap;',
        'send spam, or misuse the platform, its matching or its rate limits;',
        'post anything unlawful or that infringes someone else’s rights.',
      ],
    ],
  },
  {
    heading: 'Your content',
    blocks: [
      'You keep ownership of what you post. You give SkillSwap a licence to display and process it to run the platform, for as long as it stays on SkillSwap.',
    ],
  },
  {
    heading: 'Suspension and termination',
    blocks: [
      'You can delete your account at any time from Settings. We may suspend or close accounts that break these terms, and will tell you why unless the law or safety prevents it.',
    ],
  },
  {
    heading: 'Disclaimers and liability',
    blocks: [
      'SkillSwap is provided as it is. We work hard to keep it available and accurate, but cannot guarantee the quality of lessons between members. To the extent the law allows, our liability is limited to the fees you paid us in the twelve months before a claim.',
    ],
  },
  {
    heading: 'Changes to these terms',
    blocks: [
      'We may update these terms as SkillSwap grows. We will post the new version here with a new date, and tell members by email about significant changes before they apply.',
    ],
  },
];
