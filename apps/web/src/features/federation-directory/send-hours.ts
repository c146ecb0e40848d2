/**
 * The hours a member typed, as the API takes them: more than zero, at most 1,000 and at most two decimals
 * (ADR 184). A comma is read as the decimal point, as many locales write it. Null when it is not
 * such a number.
 */
export function parseHours(text: string): number | null {
  const normalised = text.trim().replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(normalised)) return null;
  const hours = Number(normalised);
  return hours > 0 && hours <= 1000 ? hours : null;
}
