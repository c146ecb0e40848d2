import { invisibleCharacterMessage } from '@skillswap/contracts/names';
import { noTeachingMessage } from '@skillswap/contracts/swaps';
import { controlCharacterMessage } from '@skillswap/contracts/text';
import { useTranslation } from './i18n-context.ts';

/**
 * The contracts' zod schemas check forms on both sides and word their messages in English; a form shows them
 * through the catalogue. English message → catalogue key, for the messages of the converted forms.
 */
const validationKeys: Readonly<Record<string, string>> = {
  'Enter the hours as a number': 'swaps.validation.hoursNumber',
  'Hours cannot be negative': 'swaps.validation.hoursNegative',
  'At most 100 hours': 'swaps.validation.hoursMax',
  'Use at most two decimals': 'swaps.validation.hoursDecimals',
  [noTeachingMessage]: 'swaps.validation.noTeaching',
  'Name the skill you will teach': 'swaps.validation.offeredSkill',
  'Name the skill you want to learn': 'swaps.validation.requestedSkill',
  'Skill name too long': 'swaps.validation.skillTooLong',
  'Nothing to change': 'swaps.validation.nothingToChange',
  'Enter the length in minutes': 'scheduling.validation.lengthMinutes',
  'Enter whole minutes': 'scheduling.validation.wholeMinutes',
  'A session lasts at least 15 minutes': 'scheduling.validation.minLength',
  'A session lasts at most 8 hours': 'scheduling.validation.maxLength',
  'Enter the date as YYYY-MM-DD': 'scheduling.validation.dateFormat',
  'That date does not exist': 'scheduling.validation.dateMissing',
  'Enter the start time as HH:MM (24-hour)': 'scheduling.validation.timeFormat',
  'Propose at least one time': 'scheduling.validation.atLeastOneTime',
  'Propose at most 5 times at once': 'scheduling.validation.atMostFiveTimes',
  'Enter a meeting link that starts with https://': 'scheduling.validation.meetingLink',
  'The link is too long': 'scheduling.validation.linkTooLong',
  'Say where you will meet': 'scheduling.validation.place',
  'Keep the place under 300 characters': 'scheduling.validation.placeTooLong',
  'Choose who teaches': 'scheduling.validation.teacher',
  'Give a reason, so the other member knows why': 'scheduling.validation.reason',
  'Keep the reason under 500 characters': 'scheduling.validation.reasonTooLong',
  'Name must be at least 2 characters': 'profiles.validation.nameShort',
  'Name too long': 'profiles.validation.nameLong',
  [invisibleCharacterMessage]: 'profiles.validation.nameInvisible',
  [controlCharacterMessage]: 'profiles.validation.controlCharacters',
  'Skills cannot be blank': 'profiles.validation.skillBlank',
  'At most 20 skills': 'profiles.validation.tooManySkills',
  'Each skill only once': 'profiles.validation.skillTwice',
  'Bio must be less than 1000 characters': 'profiles.validation.bioLong',
  'Each language only once': 'profiles.validation.languageTwice',
  'Choose a rating from 1 to 5': 'reviews.validation.rating',
  'Write a reply': 'reviews.validation.reply',
};

/** The message of a form's validation error in the active language (unknown ones as they came). */
export function useValidationMessage() {
  const { t } = useTranslation();
  return (message: string | null | undefined): string | undefined => {
    if (!message) return undefined;
    const key = validationKeys[message];
    return key ? t(key) : message;
  };
}

export const validationKeyList = Object.values(validationKeys);
