import { z } from 'zod';
import { sessionLimits } from '../sessions/schemas.ts';
import { multiLineTextSchema, singleLineTextSchema } from '../shared/text.ts';
import { localDateSchema, localTimeSchema } from '../shared/time-zones.ts';

/** Workshops (product rules R8.5): one host, 2–30 seats, a price per seat in SkillCoin. */
export const workshopRules = {
  minSeats: 2,
  maxSeats: 30,
  /** A learner may cancel their seat until this long before the start; later, the seat is theirs. */
  learnerCancelHours: 24,
  /** A learner may dispute a settled seat for this many days after attendance is marked. */
  disputeDays: 7,
  /** Elite members book one seat of an Elite monthly workshop free each calendar month (UTC). */
  freeEliteSeatsPerMonth: 1,
  titleLength: 120,
  descriptionLength: 2000,
  reasonLength: 500,
  maxPrice: 100,
  /** Featured placement on Explore: at most this many Elite members per load. */
  featuredSize: 4,
} as const;

export const workshopStatuses = ['scheduled', 'cancelled', 'completed'] as const;
export type WorkshopStatus = (typeof workshopStatuses)[number];
export const bookingStatuses = [
  'booked',
  'waitlisted',
  'cancelled',
  'attended',
  'no_show',
  'excused',
] as const;
export type BookingStatus = (typeof bookingStatuses)[number];
export const attendanceMarks = ['attended', 'no_show', 'excused'] as const;
export type AttendanceMark = (typeof attendanceMarks)[number];

const workshopPlaceSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('online'),
    /** A pasted https meeting link; left out, SkillSwap generates one. */
    url: z
      .url({ protocol: /^https$/, error: 'scheduling.validation.meetingLink' })
      .max(sessionLimits.placeLength, 'scheduling.validation.linkTooLong')
      .meta({ pattern: '^[Hh][Tt][Tt][Pp][Ss]://' })
      .optional(),
  }),
  z.object({
    kind: z.literal('in_person'),
    text: singleLineTextSchema
      .min(1, 'scheduling.validation.place')
      .max(sessionLimits.placeLength, 'scheduling.validation.placeTooLong'),
  }),
]);

export const createWorkshopSchema = z.object({
  title: singleLineTextSchema
    .min(3, 'workshops.validation.title')
    .max(workshopRules.titleLength, 'workshops.validation.titleLong'),
  skill: singleLineTextSchema.min(1, 'workshops.validation.skill').max(80, 'workshops.validation.skillLong'),
  description: multiLineTextSchema
    .min(1, 'workshops.validation.description')
    .max(workshopRules.descriptionLength, 'workshops.validation.descriptionLong'),
  /** Date and start time in the host's zone (`GET /api/me/time-zone`). */
  date: localDateSchema,
  startTime: localTimeSchema,
  durationMinutes: z
    .number({ error: 'scheduling.validation.lengthMinutes' })
    .int('scheduling.validation.wholeMinutes')
    .min(sessionLimits.minDurationMinutes, 'workshops.validation.durationShort')
    .max(sessionLimits.maxDurationMinutes, 'workshops.validation.durationLong'),
  place: workshopPlaceSchema,
  seats: z
    .number({ error: 'workshops.validation.seats' })
    .int('workshops.validation.seatsWhole')
    .min(workshopRules.minSeats, 'workshops.validation.seatsFew')
    .max(workshopRules.maxSeats, 'workshops.validation.seatsMany'),
  /** The slug of a community the host is an active member of: only its members see and book the workshop. */
  communitySlug: z.string().trim().min(1).max(60).optional(),
  /** SkillCoin per seat (1 SC = 1 hour of teaching). */
  price: z
    .number({ error: 'workshops.validation.price' })
    .min(0, 'workshops.validation.priceNegative')
    .max(workshopRules.maxPrice, 'workshops.validation.priceHigh')
    .multipleOf(0.25, 'workshops.validation.priceQuarter'),
});
export type CreateWorkshopInput = z.infer<typeof createWorkshopSchema>;

/** Staff create Elite monthly workshops from the console, hosted by a member they name. */
export const createEliteWorkshopSchema = createWorkshopSchema.omit({ communitySlug: true }).extend({
  hostId: z.uuid('workshops.validation.host'),
  timeZone: z.string().trim().min(1).default('UTC'),
});
export type CreateEliteWorkshopInput = z.infer<typeof createEliteWorkshopSchema>;

export const workshopParams = z.object({ id: z.uuid('workshops.validation.unknownWorkshop') });

export const workshopReasonSchema = z.object({
  reason: multiLineTextSchema
    .min(1, 'workshops.validation.reasonMissing')
    .max(workshopRules.reasonLength, 'workshops.validation.reasonLong'),
});

export const attendanceSchema = z.object({
  marks: z
    .array(
      z.object({ bookingId: z.uuid('workshops.validation.unknownBooking'), mark: z.enum(attendanceMarks) }),
    )
    .min(1, 'workshops.validation.seatMissing')
    .max(workshopRules.maxSeats)
    // One mark per seat: a second one in the same request would contradict the first.
    .refine(
      (marks) => new Set(marks.map((m) => m.bookingId)).size === marks.length,
      'workshops.validation.seatTwice',
    ),
});
export type AttendanceInput = z.infer<typeof attendanceSchema>;

export const workshopListQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  skill: z.string().trim().max(80).optional(),
  /** Only workshops starting on or after this date (UTC). */
  from: localDateSchema.optional(),
  to: localDateSchema.optional(),
  mode: z.enum(['online', 'in_person']).optional(),
});
export type WorkshopListQuery = z.infer<typeof workshopListQuerySchema>;

const personSchema = z.object({ id: z.uuid(), fullName: z.string(), isElite: z.boolean() });

export const workshopCardSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  skill: z.string(),
  host: personSchema,
  startsAt: z.string(),
  durationMinutes: z.number().int(),
  timeZone: z.string(),
  placeKind: z.enum(['online', 'in_person']),
  seats: z.number().int(),
  seatsLeft: z.number().int(),
  waitlisted: z.number().int(),
  price: z.number(),
  isElite: z.boolean(),
  status: z.enum(workshopStatuses),
  /** A community workshop: only the community's active members see and book it. */
  community: z.object({ id: z.uuid(), slug: z.string(), name: z.string() }).nullable(),
});
export type WorkshopCard = z.infer<typeof workshopCardSchema>;

export const bookingSchema = z.object({
  id: z.uuid(),
  learner: personSchema,
  status: z.enum(bookingStatuses),
  /** 1-based place on the waitlist, for a waitlisted booking. */
  waitlistPosition: z.number().int().nullable(),
  price: z.number(),
  isFreeSeat: z.boolean(),
  disputedAt: z.string().nullable(),
  disputeReason: z.string().nullable(),
});
export type Booking = z.infer<typeof bookingSchema>;

export const workshopDetailSchema = workshopCardSchema.extend({
  description: z.string(),
  /** The meeting link or address: only for the host and learners with a seat. */
  place: z.string().nullable(),
  cancelReason: z.string().nullable(),
  attendanceMarkedAt: z.string().nullable(),
  isHost: z.boolean(),
  /** The viewer's own booking, if any. */
  myBooking: bookingSchema.nullable(),
  /** Every booking, in arrival order: for the host only (empty for everyone else). */
  bookings: z.array(bookingSchema),
  canCancelSeat: z.boolean(),
});
export type WorkshopDetail = z.infer<typeof workshopDetailSchema>;

export const workshopListSchema = z.object({ items: z.array(workshopCardSchema) });

/**
 * What a member must do before they may host (product rules R8.4): confirm their address, then teach once.
 */
export const hostingSteps = ['verify_email', 'teach_a_swap'] as const;
export type HostingStep = (typeof hostingSteps)[number];

export const hostingStatusSchema = z.object({
  canHost: z.boolean(),
  /** Why not, in the member's words, when they cannot. */
  reason: z.string().nullable(),
  /** The step that opens hosting, for the page to link to, or null when the member may host. */
  nextStep: z.enum(hostingSteps).nullable(),
});

export const workshopDisputeSchema = z.object({
  bookingId: z.uuid(),
  workshopId: z.uuid(),
  workshopTitle: z.string(),
  host: personSchema,
  learner: personSchema,
  price: z.number(),
  reason: z.string(),
  disputedAt: z.string(),
  /** The operator's decision; null while the dispute is open. */
  decision: z
    .object({
      outcome: z.enum(['refunded', 'upheld']),
      note: z.string(),
      decidedAt: z.string(),
      decidedBy: z.object({ id: z.uuid(), fullName: z.string() }).nullable(),
    })
    .nullable(),
});
export type WorkshopDispute = z.infer<typeof workshopDisputeSchema>;
export const workshopDisputeListSchema = z.object({ items: z.array(workshopDisputeSchema) });

export const workshopDisputeParams = z.object({ bookingId: z.uuid('No dispute for this seat') });

/** An operator's decision on a disputed seat: refund the learner from the host, or uphold the settlement. */
export const decideWorkshopDisputeSchema = z.object({
  outcome: z.enum(['refunded', 'upheld']),
  note: z
    .string()
    .trim()
    .min(1, 'console.validation.issueNote')
    .max(1000, 'console.validation.issueNoteLong'),
});
export type DecideWorkshopDisputeInput = z.infer<typeof decideWorkshopDisputeSchema>;

export const featuredMemberSchema = z.object({
  id: z.uuid(),
  fullName: z.string(),
  avatarUrl: z.string().nullable(),
  skillsOffered: z.array(z.string()),
  rating: z.number(),
});
export const featuredQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  category: z.string().trim().max(80).optional(),
});
export const featuredListSchema = z.object({ items: z.array(featuredMemberSchema) });
export type FeaturedMember = z.infer<typeof featuredMemberSchema>;

/**
 * `GET /api/members/elite?ids=a,b,c`: which of up to 50 visible members carry the Elite badge (cards,
 * profile).
 */
export const eliteBadgesQuerySchema = z.object({
  ids: z
    .string()
    .transform((value) => [...new Set(value.split(',').filter(Boolean))])
    .pipe(z.array(z.uuid()).min(1).max(50)),
});
export const eliteBadgeListSchema = z.object({ eliteIds: z.array(z.uuid()) });
