import { z } from 'zod';

/**
 * The accent colours a Premium member may give their public profile (ADR 113): a fixed palette, each with the
 * shade the light theme shows and the one the dark theme shows, chosen so the accent as text keeps WCAG AA
 * contrast (4.5:1) on every surface of the page (`brandingSurfaces`); `branding.test.ts` computes the ratios.
 */
export const accentPalette = {
  indigo: { light: '#4338ca', dark: '#a5b4fc' },
  teal: { light: '#0f766e', dark: '#5eead4' },
  rose: { light: '#be123c', dark: '#fda4af' },
  amber: { light: '#b45309', dark: '#fcd34d' },
  violet: { light: '#6d28d9', dark: '#c4b5fd' },
  emerald: { light: '#047857', dark: '#6ee7b7' },
} as const;
export type AccentColour = keyof typeof accentPalette;
export const accentColours = Object.keys(accentPalette) as [AccentColour, ...AccentColour[]];

/**
 * The page and card colours of each theme in sRGB (`--background` and `--card` of apps/web/src/styles.css,
 * converted from OKLCH), which the accent is drawn on.
 */
export const brandingSurfaces = {
  light: ['#ffffff', '#fbfcfe'],
  dark: ['#0b0f18', '#131824'],
} as const;

/** WCAG 2 contrast ratio of two sRGB colours given as `#rrggbb`. */
export function contrastRatio(first: string, second: string): number {
  const luminance = (hex: string) => {
    const [red, green, blue] = [1, 3, 5].map((start) => {
      const channel = parseInt(hex.slice(start, start + 2), 16) / 255;
      return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * red! + 0.7152 * green! + 0.0722 * blue!;
  };
  const [lighter, darker] = [luminance(first), luminance(second)].sort((a, b) => b - a);
  return (lighter! + 0.05) / (darker! + 0.05);
}

export const brandingSchema = z.object({
  /** A key of the palette, or null for the site's own colours. */
  accent: z.enum(accentColours).nullable(),
  /** The cover image, served like avatars (immutable, named by its hash), or null. */
  coverUrl: z.string().nullable(),
});
export type Branding = z.infer<typeof brandingSchema>;

export const updateBrandingSchema = z.object({
  accent: z.enum(accentColours, 'Choose a colour from the palette').nullable(),
  /** The `imageId` an upload answered, or null to remove the cover. */
  coverId: z
    .string()
    .regex(/^[0-9a-f]{64}$/, 'organisations.validation.coverFirst')
    .nullable(),
});
