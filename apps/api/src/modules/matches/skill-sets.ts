import { createHash } from 'node:crypto';
import {
  normalizeSkill,
  skillNormalizerRevision,
  skillTaxonomy,
} from '@skillswap/contracts/shared/skill-taxonomy';

/** A member's skills in canonical form, as matching and search use them. */
export interface SkillSet {
  offered: string[];
  wanted: string[];
  categories: string[];
}

/**
 * Fingerprint of the taxonomy data and normaliser rules. Stored skill sets carry it, so a change to either
 * rebuilds every member's canonical skills.
 */
export const taxonomyVersion = createHash('sha256')
  .update(JSON.stringify({ skillNormalizerRevision, skillTaxonomy }))
  .digest('hex')
  .slice(0, 16);

/** Canonical names of both lists (each once, in the member's order) and the categories they fall in. */
export function buildSkillSet(offeredLabels: readonly string[], wantedLabels: readonly string[]): SkillSet {
  const categories = new Set<string>();
  const canonicalize = (labels: readonly string[]) => {
    const names = new Set<string>();
    for (const label of labels) {
      const { canonical, category } = normalizeSkill(label);
      if (canonical === '') continue;
      names.add(canonical);
      if (category) categories.add(category);
    }
    return [...names];
  };
  return {
    offered: canonicalize(offeredLabels),
    wanted: canonicalize(wantedLabels),
    categories: [...categories],
  };
}

const epoch = Date.UTC(2020, 0, 1);
/** Points an idle day costs in the pre-rank: the 15 activity points of the score fade over 90 days. */
const activityPointsPerDay = 15 / 90;

/**
 * The static part of the pre-rank that orders each skill's candidates (member_skill_entries). Activity counts
 * as points per day since a fixed date, so the order of two members never changes with time: it equals
 * ordering by rating, verification and days idle, whatever day it is.
 */
export function rankQuality(member: { rating: number; verified: boolean; updatedAt: Date }): number {
  const activeDays = (member.updatedAt.getTime() - epoch) / 86_400_000;
  return (
    (Math.min(Math.max(member.rating, 0), 5) / 5) * 10 +
    (member.verified ? 5 : 0) +
    activeDays * activityPointsPerDay
  );
}

/** "lisbon|portugal" when the member shows a city and country, so nearby candidates can be looked up. */
export function placeKey(member: {
  city: string | null;
  country: string | null;
  showLocation: 'full' | 'city' | 'hidden';
}): string | null {
  const city = member.city?.trim().toLowerCase();
  const country = member.country?.trim().toLowerCase();
  if (member.showLocation === 'hidden' || !city || !country) return null;
  return `${city}|${country}`;
}
