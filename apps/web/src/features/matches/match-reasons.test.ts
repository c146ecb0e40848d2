import { describe, expect, it } from 'vitest';
import type { Language } from '@skillswap/contracts/shared/i18n';
import type { Match } from '@skillswap/contracts/matches/schemas';
import { allCatalogues } from '@/i18n/all-catalogues.ts';
import { translate, type Translate } from '@/i18n/i18n-context.ts';
import { describeMatch } from './match-reasons.ts';

const translator =
  (language: Language): Translate =>
  (key, values) =>
    translate(allCatalogues[language], language, key, values);

const match: Pick<Match, 'teaches' | 'learns' | 'related' | 'partnerReasons'> = {
  teaches: ['Guitar', 'Piano'],
  learns: ['Spanish'],
  related: [{ side: 'teaches', theirs: 'Portuguese Conversation', yours: 'Portuguese' }],
  partnerReasons: [
    { code: 'same_city', place: 'Lisbon' },
    { code: 'verified' },
    { code: 'rated', rating: 4.8 },
    { code: 'completed_swaps', count: 2 },
    { code: 'active_this_week' },
  ],
};

describe('a match card says why in the member’s language', () => {
  it('words the reasons as the API’s English does', () => {
    expect(describeMatch(translator('en'), 'en', match)).toEqual({
      skillLine: 'Teaches Guitar and Piano, wants Spanish',
      others: [
        'Related: teaches Portuguese Conversation (you want Portuguese)',
        'Same city: Lisbon',
        'Verified member',
        'Rated 4.8',
        '2 completed swaps',
        'Active this week',
      ],
    });
  });

  it('has no English left in French, with the decimal comma and the language’s own list', () => {
    expect(describeMatch(translator('fr'), 'fr', match)).toEqual({
      skillLine: 'Enseigne Guitar et Piano, veut apprendre Spanish',
      others: [
        'Proche : enseigne Portuguese Conversation (vous voulez Portuguese)',
        'Même ville : Lisbon',
        'Membre vérifié',
        'Noté 4,8',
        '2 échanges terminés',
        'Actif cette semaine',
      ],
    });
  });

  it('gives one-way matches one side, and Arabic its plural forms', () => {
    const oneWay = {
      ...match,
      teaches: [],
      related: [],
      partnerReasons: [{ code: 'completed_swaps' as const, count: 2 }],
    };
    const arabic = describeMatch(translator('ar'), 'ar', oneWay);
    expect(arabic.skillLine).toContain('يريد تعلّم');
    expect(arabic.others).toEqual(['تبادلان مكتملان']);
    expect(describeMatch(translator('de'), 'de', oneWay).skillLine).toBe('Möchte Spanish lernen');
  });
});
