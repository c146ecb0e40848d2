import { z } from 'zod';
import { localDateSchema, localTimeSchema, timeZoneSchema } from '../shared/time-zones.ts';

// Sessions inside an accepted swap (ADR 70): proposed as one or more slots, scheduled when the other member
// picks one, moved or cancelled with a reason.

export const sessionLimits = {
  slotsPerProposal: 5,
  minDurationMinutes: 15,
  maxDurationMinutes: 480,
  placeLength: 300,
  reasonLength: 500,
  /** Sessions a swap can hold, proposed or scheduled. */
  openSessionsPerSwap: 20,
  /**
   * The last date a slot may fall on. Time zones run from 12 hours behind UTC to 14 ahead, so a slot that
   * starts on this date (up to 23:59) and lasts 8 hours ends by 9999-12-31 19:59 UTC, still a date the
   * database and ISO 8601 (four-digit years) can hold.
   */
  lastDate: '9999-12-30',
} as const;

export const sessionStatuses = ['proposed', 'scheduled', 'cancelled'] as const;
export type SessionStatus = (typeof sessionStatuses)[number];

/** A slot as typed: a date and a start time in the proposer's own time zone. */
export const slotInputSchema = z.object({
  date: localDateSchema
    .refine((date) => date <= sessionLimits.lastDate, 'sessions.validation.dateTooLate')
    .meta({ description: `A date (YYYY-MM-DD) no later than ${sessionLimits.lastDate}.` }),
  startTime: localTimeSchema,
  durationMinutes: z
    .number({ error: 'scheduling.validation.lengthMinutes' })
    .int('scheduling.validation.wholeMinutes')
    .min(sessionLimits.minDurationMinutes, 'scheduling.validation.minLength')
    .max(sessionLimits.maxDurationMinutes, 'scheduling.validation.maxLength'),
});
export type SlotInput = z.infer<typeof slotInputSchema>;

const slotsSchema = z
  .array(slotInputSchema)
  .min(1, 'scheduling.validation.atLeastOneTime')
  .max(sessionLimits.slotsPerProposal, 'scheduling.validation.atMostFiveTimes');

export const placeSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('online'),
    url: z
      .url({ protocol: /^https$/, error: 'scheduling.validation.meetingLink' })
      .max(sessionLimits.placeLength, 'scheduling.validation.linkTooLong')
      .meta({ pattern: '^[Hh][Tt][Tt][Pp][Ss]://' }),
  }),
  z.object({
    kind: z.literal('in_person'),
    text: z
      .string()
      .trim()
      .min(1, 'scheduling.validation.place')
      .max(sessionLimits.placeLength, 'scheduling.validation.placeTooLong'),
  }),
]);
export type Place = z.infer<typeof placeSchema>;

export const proposeSessionSchema = z.object({
  /** Which member teaches in this session: one of the swap's two members. */
  teacherId: z.uuid('scheduling.validation.teacher'),
  slots: slotsSchema,
  place: placeSchema,
});
export type ProposeSessionInput = z.infer<typeof proposeSessionSchema>;

export const counterProposeSchema = z.object({ slots: slotsSchema });

export const acceptSlotSchema = z.object({
  slotId: z.string().regex(/^\d{1,18}$/, 'sessions.validation.unknownSlot'),
});

const reasonSchema = z
  .string()
  .trim()
  .min(1, 'scheduling.validation.reason')
  .max(sessionLimits.reasonLength, 'scheduling.validation.reasonTooLong');

export const rescheduleSessionSchema = slotInputSchema.extend({
  reason: reasonSchema,
  place: placeSchema.optional(),
});
export type RescheduleSessionInput = z.infer<typeof rescheduleSessionSchema>;

export const cancelSessionSchema = z.object({ reason: reasonSchema });

export const sessionSlotSchema = z.object({
  id: z.string(),
  startsAt: z.string(),
  durationMinutes: z.number().int(),
});

export const swapSessionSchema = z.object({
  id: z.string(),
  status: z.enum(sessionStatuses),
  teacherId: z.string(),
  proposedById: z.string(),
  /** Whether the signed-in member is the one to pick a slot (the other member proposed). */
  canPick: z.boolean(),
  slots: z.array(sessionSlotSchema),
  /** Set once scheduled (UTC, ISO 8601). */
  startsAt: z.string().nullable(),
  durationMinutes: z.number().int().nullable(),
  place: placeSchema,
  /** The reason given for the last move or for the cancellation. */
  note: z.string().nullable(),
  sequence: z.number().int(),
  hasEnded: z.boolean(),
});
export type SwapSession = z.infer<typeof swapSessionSchema>;

export const swapSessionsSchema = z.object({
  /** The signed-in member's time zone, in which the page shows every time. */
  timeZone: z.string(),
  sessions: z.array(swapSessionSchema),
  /** Hours each way from the sessions that took place, once the last one has ended; null before. */
  suggestedHours: z.object({ requesterHours: z.number(), recipientHours: z.number() }).nullable(),
  /** The other member's zone (UTC until they set one), so each slot can show their local time too. */
  partner: z.object({ timeZone: z.string(), hasAvailability: z.boolean() }),
  /** Whether the signed-in member stated their weekly availability. */
  hasAvailability: z.boolean(),
  /** Hour-long times (UTC, ISO 8601) in the next two weeks where both members are available (ADR 110). */
  suggestedTimes: z.array(z.string()),
});
export type SwapSessions = z.infer<typeof swapSessionsSchema>;

export const sessionParams = z.object({
  id: z.uuid('Swap not found'),
  sessionId: z.uuid('Session not found'),
});

export const timeZoneSettingSchema = z.object({
  timeZone: z.string(),
  /** False until the member (or their browser at sign-up) chose one; UTC is used meanwhile. */
  isSet: z.boolean(),
});
export type TimeZoneSetting = z.infer<typeof timeZoneSettingSchema>;

export const updateTimeZoneSchema = z.object({ timeZone: timeZoneSchema });

export const calendarFeedStatusSchema = z.object({
  isActive: z.boolean(),
  createdAt: z.string().nullable(),
});

/** The feed's address, shown once when made: only its hash is kept. */
export const calendarFeedCreatedSchema = z.object({ url: z.string(), createdAt: z.string() });

export const calendarFeedTokenPattern = /^[A-Za-z0-9_-]{43}$/;
