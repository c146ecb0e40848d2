import type { Match, PartnerReason, SwapCircle } from '@skillswap/contracts/matches/schemas';
import { formatNumber, type Language } from '@skillswap/contracts/shared/i18n';
import { useTranslation, type Translate } from '@/i18n/i18n-context.ts';

type MatchFacts = Pick<Match, 'teaches' | 'learns' | 'related' | 'partnerReasons'>;

function partnerReason(t: Translate, language: Language, reason: PartnerReason): string {
  switch (reason.code) {
    case 'same_city':
      return t('matches.reason.sameCity', { place: reason.place });
    case 'same_country':
      return t('matches.reason.sameCountry', { place: reason.place });
    case 'verified':
      return t('matches.reason.verified');
    case 'rated':
      return t('matches.reason.rated', {
        rating: formatNumber(language, reason.rating, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
      });
    case 'completed_swaps':
      return t('matches.reason.completedSwaps', { count: reason.count });
    case 'active_this_week':
      return t('matches.reason.activeThisWeek');
  }
}

/**
 * A match's reasons in the member's language, from the facts the API sends: the skill
 * line first ("Teaches Guitar, wants Spanish"), then related skills and what makes the member a good partner.
 */
export function describeMatch(t: Translate, language: Language, match: MatchFacts) {
  const list = (items: readonly string[]) =>
    new Intl.ListFormat(language, { type: 'conjunction' }).format(items);
  const skillLine =
    match.teaches.length > 0 && match.learns.length > 0
      ? t('matches.reason.teachesAndWants', { teaches: list(match.teaches), wants: list(match.learns) })
      : match.teaches.length > 0
        ? t('matches.reason.teaches', { skills: list(match.teaches) })
        : match.learns.length > 0
          ? t('matches.reason.wants', { skills: list(match.learns) })
          : null;
  const others = [
    ...match.related.map(({ side, theirs, yours }) =>
      t(side === 'teaches' ? 'matches.reason.relatedTeaches' : 'matches.reason.relatedWants', {
        theirs,
        yours,
      }),
    ),
    ...match.partnerReasons.map((reason) => partnerReason(t, language, reason)),
  ];
  return { skillLine, others };
}

/**
 * A circle's three hand-overs in the member's language: you teach the first, the first the second, the second
 * you.
 */
export function describeCircleSteps(t: Translate, circle: SwapCircle, firstName: string, secondName: string) {
  const [toFirst, toSecond, toYou] = circle.steps;
  return [
    t('matches.circles.step.youTeach', { name: firstName, skill: toFirst.skill }),
    t('matches.circles.step.theyTeach', { from: firstName, to: secondName, skill: toSecond.skill }),
    t('matches.circles.step.teachesYou', { name: secondName, skill: toYou.skill }),
  ];
}

/** `describeMatch` in the active language. */
export function useMatchReasons() {
  const { t, language } = useTranslation();
  return (match: MatchFacts) => describeMatch(t, language, match);
}
