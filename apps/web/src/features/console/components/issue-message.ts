import type { Translate } from '@/i18n/i18n-context.ts';

/**
 * The contracts' messages about the console's forms (workshop, dispute decisions), with their catalogue keys:
 * the schemas speak English, the console the operator's language. A message not listed is shown as it is.
 */
const issueKeys: Record<string, string> = {
  'Give the workshop a title': 'console.issue.title',
  'Keep the title under 120 characters': 'console.issue.titleLong',
  'Name the skill you teach': 'console.issue.skill',
  'Keep the skill under 80 characters': 'console.issue.skillLong',
  'Describe what learners will do': 'console.issue.description',
  'Keep the description under 2000 characters': 'console.issue.descriptionLong',
  'Enter the date as YYYY-MM-DD': 'console.issue.date',
  'That date does not exist': 'console.issue.dateMissing',
  'Enter the start time as HH:MM (24-hour)': 'console.issue.startTime',
  'Enter the length in minutes': 'console.issue.duration',
  'Enter whole minutes': 'console.issue.durationWhole',
  'A workshop lasts at least 15 minutes': 'console.issue.durationShort',
  'A workshop lasts at most 8 hours': 'console.issue.durationLong',
  'Enter a meeting link that starts with https://': 'console.issue.link',
  'The link is too long': 'console.issue.linkLong',
  'Enter the number of seats': 'console.issue.seats',
  'Enter a whole number of seats': 'console.issue.seatsWhole',
  'A workshop has at least 2 seats': 'console.issue.seatsFew',
  'A workshop has at most 30 seats': 'console.issue.seatsMany',
  'Enter the price per seat in SC': 'console.issue.price',
  'The price cannot be negative': 'console.issue.priceNegative',
  'At most 100 SC per seat': 'console.issue.priceHigh',
  'Use quarter hours (0.25 SC steps)': 'console.issue.priceQuarter',
  'Choose the member who hosts it': 'console.issue.host',
  'Write a note to both members': 'console.issue.note',
  'Keep the note under 1000 characters': 'console.issue.noteLong',
  'Explain the decision to both members in at least 10 characters': 'console.issue.noteShort',
  'Note must be less than 1000 characters': 'console.issue.noteMax',
  'Must not contain control characters': 'console.issue.controlCharacters',
  'Enter the hours as a number': 'console.issue.hours',
  'Hours cannot be negative': 'console.issue.hoursNegative',
  'At most 100 hours': 'console.issue.hoursHigh',
  'Use at most two decimals': 'console.issue.hoursDecimals',
};

/** A schema issue in the active language: its translation when the console knows it, else as written. */
export function translateIssue(t: Translate, message: string | undefined, fallbackKey: string): string {
  if (message === undefined) return t(fallbackKey);
  const key = issueKeys[message];
  return key ? t(key) : message;
}
