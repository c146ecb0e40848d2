import { invisibleCharacterMessage } from '@skillswap/contracts/shared/names';
import { noTeachingMessage } from '@skillswap/contracts/swaps/schemas';
import { controlCharacterMessage } from '@skillswap/contracts/shared/text';
import { useTranslation, type Translate } from './i18n-context.ts';

/**
 * The contracts' zod schemas check forms on both sides and word their messages in English; a form shows them
 * through the catalogue. English message → catalogue key, for the messages of the converted forms.
 */
const validationKeys: Readonly<Record<string, string>> = {
  'Enter the hours as a number': 'swaps.validation.hoursNumber',
  'Give the area a name': 'communityAreas.validation.nameMissing',
  'An area’s name is at most 60 characters': 'communityAreas.validation.nameLong',
  'Enter a city': 'communityAreas.validation.cityMissing',
  'A city name is at most 100 characters': 'communityAreas.validation.cityLong',
  'Enter a postcode prefix such as LS6 or 750': 'communityAreas.validation.prefix',
  'At most 50 entries': 'communityAreas.validation.tooMany',
  'Each city only once': 'communityAreas.validation.cityTwice',
  'Each postcode prefix only once': 'communityAreas.validation.prefixTwice',
  'Give at least one city or postcode prefix': 'communityAreas.validation.nothing',
  'Choose a month as YYYY-MM': 'communityPaper.validation.month',
  'Choose a member of the community': 'communityAreas.validation.coordinator',
  'Enter the date the references were checked as YYYY-MM-DD':
    'communitySafeguarding.validation.referencesDate',
  'Enter the date of the background check as YYYY-MM-DD': 'communitySafeguarding.validation.backgroundDate',
  'Enter the expiry date as YYYY-MM-DD': 'communitySafeguarding.validation.expiryDate',
  'Keep the note under 500 characters': 'communitySafeguarding.validation.noteLong',
  'Record a reference check or a background check': 'communitySafeguarding.validation.nothing',
  'A background check needs both the date it was done and the date it expires':
    'communitySafeguarding.validation.bothDates',
  'The expiry date must be after the date of the check': 'communitySafeguarding.validation.expiryBefore',
  'Say why the member is flagged': 'communitySafeguarding.validation.reasonMissing',
  'Hours cannot be negative': 'swaps.validation.hoursNegative',
  'At most 100 hours': 'swaps.validation.hoursMax',
  'Use at most two decimals': 'swaps.validation.hoursDecimals',
  [noTeachingMessage]: 'swaps.validation.noTeaching',
  'Name the skill you will teach': 'swaps.validation.offeredSkill',
  'Name the skill you want to learn': 'swaps.validation.requestedSkill',
  'Skill name too long': 'swaps.validation.skillTooLong',
  'Nothing to change': 'swaps.validation.nothingToChange',
  'Choose a community you both belong to': 'swaps.validation.community',
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
  'Give the workshop a title': 'workshops.validation.title',
  'Keep the title under 120 characters': 'workshops.validation.titleLong',
  'Name the skill you teach': 'workshops.validation.skill',
  'Keep the skill under 80 characters': 'workshops.validation.skillLong',
  'Describe what learners will do': 'workshops.validation.description',
  'Keep the description under 2000 characters': 'workshops.validation.descriptionLong',
  'A workshop lasts at least 15 minutes': 'workshops.validation.durationShort',
  'A workshop lasts at most 8 hours': 'workshops.validation.durationLong',
  'Enter the number of seats': 'workshops.validation.seats',
  'Enter a whole number of seats': 'workshops.validation.seatsWhole',
  'A workshop has at least 2 seats': 'workshops.validation.seatsFew',
  'A workshop has at most 30 seats': 'workshops.validation.seatsMany',
  'Enter the price per seat in SC': 'workshops.validation.price',
  'The price cannot be negative': 'workshops.validation.priceNegative',
  'At most 100 SC per seat': 'workshops.validation.priceHigh',
  'Use quarter hours (0.25 SC steps)': 'workshops.validation.priceQuarter',
  'Choose the member who hosts it': 'workshops.validation.host',
  'Use 3 characters or more for the address': 'communities.validation.slugShort',
  'Keep the address under 60 characters': 'communities.validation.slugLong',
  'Use lowercase letters, digits and single hyphens, like "riverside-makers"':
    'communities.validation.slugFormat',
  'Give the community a name of 3 characters or more': 'communities.validation.nameShort',
  'Keep the name under 80 characters': 'communities.validation.nameLong',
  'Keep the city under 80 characters': 'communities.validation.cityLong',
  'Name the city of an in-person community': 'communities.validation.city',
  'Write the announcement': 'communities.validation.announcement',
  'Keep the announcement under 2000 characters': 'communities.validation.announcementLong',
  'Keep the note under 200 characters': 'communities.validation.noteLong',
  'Search terms too long': 'communities.validation.searchLong',
  'Write a note to both members': 'console.issue.note',
  'Keep the note under 1000 characters': 'console.issue.noteLong',
  'Explain the decision to both members in at least 10 characters': 'console.issue.noteShort',
  'Note must be less than 1000 characters': 'console.issue.noteMax',
  'The end of the period is before its start': 'impact.validation.periodOrder',
  'A report covers at most 10 years': 'impact.validation.periodLong',
  'Enter the value of an hour as a number': 'impact.validation.valueNumber',
  'The value of an hour cannot be negative': 'impact.validation.valueNegative',
  'Keep the value of an hour at 10,000 or less': 'impact.validation.valueHigh',
  'Enter a three-letter currency code, such as GBP or EUR': 'impact.validation.currency',
  'Say how the value of an hour was chosen': 'impact.validation.method',
  'Keep the method under 1,000 characters': 'impact.validation.methodLong',
  'Keep the source under 300 characters': 'impact.validation.sourceLong',
  'Enter only the first part of your postcode, such as LS6': 'impact.validation.postcode',
  'A link works for 1 to 365 days': 'impact.validation.linkDays',
  'Choose how many days the link works': 'impact.validation.linkDaysChoose',
  'Choose an age band': 'impact.validation.ageBand',
  'Choose a gender': 'impact.validation.gender',
  'Choose the member who will help you': 'memberHelpers.validation.helper',
  'Tick the box to say you agree to what your helper may do': 'memberHelpers.validation.consent',
  'Enter a phone number such as +44 7700 900123': 'managedMembers.validation.phone',
  'Enter the 12-character code your coordinator gave you': 'managedMembers.validation.code',
  'A node name is 2 to 30 lower-case letters, digits and dashes': 'federation.validation.nodeName',
  'Keep a limit at 100,000 hours or less': 'federation.validation.limitHigh',
  'A limit cannot be negative': 'federation.validation.limitNegative',
  'An invitation works 1 to 30 days': 'federation.validation.days',
  'Paste the invitation the hub’s admin gave you': 'federation.validation.invitation',
  'This is not an invitation: paste it again': 'federation.validation.notInvitation',
};

/** A validation message in the language `t` speaks (an unknown one as it came). */
export function translateValidation(t: Translate, message: string | null | undefined): string | undefined {
  if (!message) return undefined;
  const key = validationKeys[message];
  return key ? t(key) : message;
}

/** The message of a form's validation error in the active language (unknown ones as they came). */
export function useValidationMessage() {
  const { t } = useTranslation();
  return (message: string | null | undefined): string | undefined => translateValidation(t, message);
}

export const validationKeyList = Object.values(validationKeys);
