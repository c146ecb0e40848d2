import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * An axe scan of the page as it is now, in axe's single-page mode: `axe.run` in the page itself. The default
 * mode runs the rules frame by frame and then opens a new blank page, injects axe there a second time and
 * merges the results in it; that took 1.3 s of a 1.35 s scan on /explore where this took 0.6 s, measured
 * alternately six times each (ADR 149). SkillSwap's pages have no frames, which is all the default mode adds.
 * Only violations are listed in full: listing every passing node of a long page (Explore's cards) cost about
 * a third of each scan, measured on /, /explore and /pricing (ADR 146).
 */
export function axeScan(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ['violations'] });
}
