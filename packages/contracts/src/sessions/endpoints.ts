import { z } from 'zod';
import { sessionRoutes } from './routes.ts';
import {
  acceptSlotSchema,
  calendarFeedCreatedSchema,
  calendarFeedStatusSchema,
  calendarFeedTokenPattern,
  cancelSessionSchema,
  counterProposeSchema,
  proposeSessionSchema,
  rescheduleSessionSchema,
  sessionParams,
  swapSessionsSchema,
  timeZoneSettingSchema,
  updateTimeZoneSchema,
} from './schemas.ts';
import { availabilitySchema, updateAvailabilitySchema } from './availability.ts';
import { defineEndpoint, type Endpoint } from '../shared/endpoint.ts';
import { swapParams } from '../swap-lifecycle/endpoints.ts';

const sessionsAnswer = { 200: swapSessionsSchema };
const changeErrors = {
  400: ['validation_failed'],
  404: ['not_found'],
  409: ['conflict'],
} as const;

export const sessionEndpoints = {
  listSessions: defineEndpoint(sessionRoutes.listSessions, {
    tag: 'Sessions',
    summary: 'List a swap’s sessions, with the hours they suggest once the last has ended',
    description: 'Only the swap’s two members see its sessions; to anyone else it answers 404.',
    access: 'member',
    helper: 'sessions',
    params: swapParams,
    responses: sessionsAnswer,
    errors: { 404: ['not_found'] },
  }),
  proposeSession: defineEndpoint(sessionRoutes.proposeSession, {
    tag: 'Sessions',
    summary: 'Propose a session: one or more time slots and a place',
    description:
      'Only in an accepted swap. Each slot is a date and start time in the proposer’s time zone (`GET /api/me/time-zone`); a time the clocks skip is refused (400). An online place is an https link.',
    access: 'member',
    helper: 'sessions',
    params: swapParams,
    body: proposeSessionSchema,
    responses: { 201: swapSessionsSchema },
    errors: changeErrors,
  }),
  acceptSlot: defineEndpoint(sessionRoutes.acceptSlot, {
    tag: 'Sessions',
    summary: 'Pick one of the other member’s proposed slots; the session is scheduled',
    description: 'Both members get a calendar invitation by e-mail.',
    access: 'member',
    helper: 'sessions',
    params: sessionParams,
    body: acceptSlotSchema,
    responses: sessionsAnswer,
    errors: changeErrors,
  }),
  counterPropose: defineEndpoint(sessionRoutes.counterPropose, {
    tag: 'Sessions',
    summary: 'Propose other slots for a session the other member proposed',
    access: 'member',
    helper: 'sessions',
    params: sessionParams,
    body: counterProposeSchema,
    responses: sessionsAnswer,
    errors: changeErrors,
  }),
  rescheduleSession: defineEndpoint(sessionRoutes.rescheduleSession, {
    tag: 'Sessions',
    summary: 'Move a scheduled session, with a reason',
    description: 'Both members are told and get an updated calendar invitation.',
    access: 'member',
    helper: 'sessions',
    params: sessionParams,
    body: rescheduleSessionSchema,
    responses: sessionsAnswer,
    errors: changeErrors,
  }),
  cancelSession: defineEndpoint(sessionRoutes.cancelSession, {
    tag: 'Sessions',
    summary: 'Cancel a proposed or scheduled session, with a reason',
    description: 'Both members are told; a scheduled session’s invitation is cancelled in their calendars.',
    access: 'member',
    helper: 'sessions',
    params: sessionParams,
    body: cancelSessionSchema,
    responses: sessionsAnswer,
    errors: changeErrors,
  }),
  downloadSessionInvite: defineEndpoint(sessionRoutes.downloadSessionInvite, {
    tag: 'Sessions',
    summary: 'Download a scheduled session as an iCalendar file (Add to calendar)',
    access: 'member',
    helper: 'sessions',
    params: sessionParams,
    produces: 'text/calendar',
    responses: { 200: z.string() },
    errors: { 404: ['not_found'] },
  }),
  getTimeZone: defineEndpoint(sessionRoutes.getTimeZone, {
    tag: 'Sessions',
    summary: 'Get the signed-in member’s time zone',
    access: 'member',
    responses: { 200: timeZoneSettingSchema },
  }),
  updateTimeZone: defineEndpoint(sessionRoutes.updateTimeZone, {
    tag: 'Sessions',
    summary: 'Set the signed-in member’s time zone (an IANA name such as Europe/Lisbon)',
    access: 'member',
    body: updateTimeZoneSchema,
    responses: { 200: timeZoneSettingSchema },
    errors: { 400: ['validation_failed'] },
  }),
  getAvailability: defineEndpoint(sessionRoutes.getAvailability, {
    tag: 'Sessions',
    summary: 'Get the signed-in member’s weekly availability, in their time zone',
    access: 'member',
    responses: { 200: availabilitySchema },
  }),
  updateAvailability: defineEndpoint(sessionRoutes.updateAvailability, {
    tag: 'Sessions',
    summary: 'Replace the signed-in member’s weekly availability',
    description:
      'Ranges of hours on ISO weekdays (1 Monday … 7 Sunday) in the member’s time zone, 28 at most, none overlapping. The propose dialog suggests times where both members of a swap are available, and Explore’s advanced filters find members available on a weekday’s morning, afternoon or evening.',
    access: 'member',
    body: updateAvailabilitySchema,
    responses: { 200: availabilitySchema },
    errors: { 400: ['validation_failed'] },
  }),
  getCalendarFeed: defineEndpoint(sessionRoutes.getCalendarFeed, {
    tag: 'Sessions',
    summary: 'Whether the signed-in member has a private calendar feed',
    access: 'member',
    responses: { 200: calendarFeedStatusSchema },
  }),
  createCalendarFeed: defineEndpoint(sessionRoutes.createCalendarFeed, {
    tag: 'Sessions',
    summary: 'Make a new private calendar feed address; any earlier one stops working',
    description: 'The address is answered once: only a hash of its secret is kept.',
    access: 'member',
    responses: { 201: calendarFeedCreatedSchema },
  }),
  revokeCalendarFeed: defineEndpoint(sessionRoutes.revokeCalendarFeed, {
    tag: 'Sessions',
    summary: 'Turn off the private calendar feed',
    access: 'member',
    responses: { 204: null },
  }),
  readCalendarFeed: defineEndpoint(sessionRoutes.readCalendarFeed, {
    tag: 'Sessions',
    summary: 'A member’s upcoming sessions as an iCalendar feed, by its secret address',
    description: 'Read-only. An unknown or revoked address answers 404.',
    access: 'public',
    params: z.object({
      token: z
        .string()
        .transform((value) => value.replace(/\.ics$/, ''))
        .pipe(z.string().regex(calendarFeedTokenPattern, 'Calendar feed not found')),
    }),
    produces: 'text/calendar',
    responses: { 200: z.string() },
    errors: { 404: ['not_found'] },
  }),
} satisfies Record<keyof typeof sessionRoutes, Endpoint>;
