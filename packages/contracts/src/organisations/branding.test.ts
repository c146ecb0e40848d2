import { describe, expect, it } from 'vitest';
import { accentPalette, brandingSurfaces, contrastRatio } from './branding.ts';

describe('the accent palette (ADR 113)', () => {
  it('computes WCAG ratios as the standard does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
  });

  for (const [name, shades] of Object.entries(accentPalette)) {
    it(`keeps ${name} at AA contrast (4.5:1) as text on every surface of both themes`, () => {
      for (const theme of ['light', 'dark'] as const) {
        for (const surface of brandingSurfaces[theme]) {
          const ratio = contrastRatio(shades[theme], surface);
          expect(ratio, `${name} ${shades[theme]} on ${surface} (${theme})`).toBeGreaterThanOrEqual(4.5);
        }
      }
    });
  }
});
