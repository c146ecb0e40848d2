import { z } from 'zod';
import { avatarLimits } from '../profiles/schemas.ts';
import { multiLineTextSchema, singleLineTextSchema } from '../shared/text.ts';

/** The most items a portfolio holds (product rules R4.9). */
export const portfolioLimit = 12;

export const portfolioItemSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  /** An https address the item links to, or null. */
  linkUrl: z.string().nullable(),
  /** The image, served like avatars: immutable, named by its hash. */
  imageUrl: z.string(),
});
export type PortfolioItem = z.infer<typeof portfolioItemSchema>;

export const portfolioSchema = z.object({ items: z.array(portfolioItemSchema) });
export type Portfolio = z.infer<typeof portfolioSchema>;

export const portfolioImageSchema = z.object({
  /** Pass it back as `imageId` when creating the item. */
  imageId: z.string(),
  imageUrl: z.string(),
});

export const createPortfolioItemSchema = z.object({
  title: singleLineTextSchema
    .min(1, 'portfolio.validation.titleMissing')
    .max(80, 'portfolio.validation.titleLong'),
  description: multiLineTextSchema.max(500, 'portfolio.validation.descriptionLong').default(''),
  linkUrl: z
    .string()
    .trim()
    .max(500, 'portfolio.validation.linkLong')
    .refine((value) => value === '' || /^https:\/\/[^\s/$.?#][^\s]*$/i.test(value), {
      message: 'portfolio.validation.linkHttps',
    })
    .meta({ pattern: '^\\s*([Hh][Tt][Tt][Pp][Ss]://[^\\s/$.?#][^\\s]*)?\\s*$' })
    .optional()
    .transform((value) => (value ? value : null)),
  imageId: z.string().regex(/^[0-9a-f]{64}$/, 'portfolio.validation.imageFirst'),
});
export type CreatePortfolioItemInput = z.input<typeof createPortfolioItemSchema>;

/** A picked image as a browser describes it (a File, a type this package does not know). */
interface PickedImage {
  readonly type: string;
  readonly size: number;
}
const isPicked = (value: unknown): value is PickedImage => typeof value === 'object' && value !== null;

/**
 * The image a form picked for an item or a cover, before it is uploaded: one must be picked, of a type and
 * size the upload takes (the avatars' limits); the upload itself still checks what the file holds.
 */
export const pickedImageSchema = z
  .custom<PickedImage>()
  .refine(isPicked, 'portfolio.validation.imageMissing')
  .refine(
    (value) =>
      !isPicked(value) ||
      ((avatarLimits.types as readonly string[]).includes(value.type) && value.size <= avatarLimits.maxBytes),
    'portfolio.validation.imageKind',
  );

export const reorderPortfolioSchema = z.object({
  /** Every item id of the portfolio, once each, in the new order. */
  ids: z.array(z.uuid('portfolio.validation.unknownItem')).max(portfolioLimit),
});
