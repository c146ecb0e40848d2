import { describe, expect, it } from 'vitest';
import type { StatementEntry } from '@skillswap/contracts/ledger/schemas';
import { allCatalogues } from '@/i18n/all-catalogues.ts';
import { translate } from '@/i18n/i18n-context.ts';
import { describeStatementLine } from './statement-line.ts';

const lineIn = (
  language: 'en' | 'fr' | 'ar',
  entry: Pick<StatementEntry, 'kind' | 'details' | 'description'>,
) => describeStatementLine((key, values) => translate(allCatalogues[language], language, key, values), entry);

describe('a SkillCoin statement line', () => {
  it('is written in the reader’s language from the transfer’s details', () => {
    const swap = {
      kind: 'swap_settlement',
      details: { offeredSkill: 'Guitar', requestedSkill: 'Spanish' },
      description: 'Swap of Guitar for Spanish',
    } as const;
    expect(lineIn('en', swap)).toBe('Swap of Guitar for Spanish');
    expect(lineIn('fr', swap)).toBe('Échange : Guitar contre Spanish');
    // Arabic isolates the Latin skill names, so they keep their order inside the right-to-left line.
    expect(lineIn('ar', swap)).toBe('تبادل \u2068Guitar\u2069 مقابل \u2068Spanish\u2069');
    expect(
      lineIn('fr', {
        kind: 'starter_grant',
        details: null,
        description: 'Starter grant from the community fund',
      }),
    ).toBe('Bonus de bienvenue versé par le fonds commun');
    const seat = {
      kind: 'workshop_settlement',
      details: { workshopTitle: 'Bread', workshopOutcome: 'no_show' },
      description: '',
    } as const;
    expect(lineIn('en', seat)).toBe('Workshop “Bread” (no-show)');
    const grant = {
      kind: 'community_grant',
      details: { communityName: 'Kiln Club', note: 'Welcome' },
      description: '',
    } as const;
    expect(lineIn('fr', grant)).toBe('Aide du fonds de Kiln Club : Welcome');
  });

  it('names who recorded an exchange made offline, and the levy and reversal on their own lines (ADR 172)', () => {
    const recorded = {
      kind: 'recorded_exchange',
      details: { communityName: 'Riverside', category: 'Cooking', recordedBy: 'Cora Lind' },
      description: 'Cooking in Riverside, recorded by Cora Lind',
    } as const;
    expect(lineIn('en', recorded)).toBe('Cooking in Riverside, recorded by Cora Lind');
    expect(lineIn('fr', recorded)).toBe('Cuisine dans Riverside, enregistré par Cora Lind');
    expect(
      lineIn('fr', { kind: 'community_levy', details: { communityName: 'Riverside' }, description: '' }),
    ).toBe('Prélèvement pour le fonds de Riverside');
    expect(
      lineIn('en', {
        kind: 'recorded_exchange_reversal',
        details: { communityName: 'Riverside' },
        description: '',
      }),
    ).toBe('Recorded exchange in Riverside reversed after a dispute');
  });

  it('keeps the recorded English line when an older transfer has no details', () => {
    const older = {
      kind: 'community_donation',
      details: null,
      description: 'Donation to the fund of Kiln Club',
    } as const;
    expect(lineIn('ar', older)).toBe('Donation to the fund of Kiln Club');
  });
});
