import { z } from 'zod';

/**
 * Hours taught or expected in a swap: 0 to 100 in exact hundredths, the form the database keeps them in
 * (numeric(5, 2)). A number is accepted only when it is exactly some number of hundredths, so nothing is
 * rounded away on the way in (ADR 0042).
 */
export const hoursSchema = z
  .number({ error: 'swaps.validation.hoursNumber' })
  .min(0, 'swaps.validation.hoursNegative')
  .max(100, 'swaps.validation.hoursMax')
  .refine((hours) => toHundredths(hours) / 100 === hours, 'swaps.validation.hoursDecimals')
  // The rule as JSON Schema says it, for the OpenAPI document.
  .meta({ multipleOf: 0.01 });

/** Hours as whole hundredths, as stored: compare these, never the floating-point hours. */
export function toHundredths(hours: number): number {
  return Math.round(hours * 100);
}
