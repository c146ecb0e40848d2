import { describe, expect, it } from 'vitest';
import { planFeatures } from '@skillswap/contracts/shared/plans';
import { translate } from '@/i18n/i18n-context.ts';
import { allCatalogues } from '@/i18n/all-catalogues.ts';
import { planOffers as offersIn } from './plans.ts';

const planOffers = offersIn((key, values) => translate(allCatalogues.en, 'en', key, values));

// Pricing sells what the server delivers and nothing else (ADR 84): each line is a limit, "Everything in …",
// or a delivered feature of the contract's list, whose gate `billing/plan-features.test.ts` proves.
describe('Pricing lists only delivered features', () => {
  const delivered = new Set<string>(planFeatures.filter((f) => f.isDelivered).map((f) => f.label));
  const undelivered = new Set<string>(planFeatures.filter((f) => !f.isDelivered).map((f) => f.label));
  const isLimitLine = (line: string) =>
    /swap requests|active swaps/.test(line) || line.startsWith('Everything in');

  it('shows each plan only limits and delivered features', () => {
    for (const offer of planOffers) {
      for (const line of offer.features) {
        expect(isLimitLine(line) || delivered.has(line), `${offer.name}: ${line}`).toBe(true);
        expect(undelivered.has(line)).toBe(false);
      }
    }
  });

  it('sells no crypto rewards nor a brand manager, and names the monthly request limit beside "Unlimited active swaps"', () => {
    const lines = planOffers.flatMap((offer) => offer.features).join('\n');
    expect(lines).not.toMatch(/crypto|brand manager|Unlimited swaps\b/i);
    const premium = planOffers.find((offer) => offer.tier === 'premium')!;
    expect(premium.features).toContain('Unlimited active swaps*');
    expect(premium.footnote).toBe('*Up to 20 swap requests sent a month.');
  });
});
