import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import type { SwapRow } from '../swaps/index.ts';
import type { SessionRow } from './sessions.repository.ts';
import { sessionFeed, sessionInvite, type InviteContext } from './session-invites.ts';

type TextDesign = { icalendar: { value: { text: { fromICAL(value: string): string } } } };

// Read back by an independent parser, Mozilla's ical.js, as calendar clients and the auditors do.
const swap = {
  id: 'swap-1',
  requesterId: 'ana',
  recipientId: 'ben',
  offeredSkill: 'Guitar',
  requestedSkill: 'Spanish',
} as SwapRow;
const meetingLink = 'https://meet.example/room;jsessionid=abc,def?x=1';
const session = {
  id: '7f1c7a60-5e0b-4c1a-9d3e-1c2b3a4d5e6f',
  swapId: swap.id,
  teacherId: 'ana',
  status: 'scheduled',
  sequence: 1,
  startsAt: new Date('2026-10-25T00:30:00Z'),
  durationMinutes: 60,
  placeKind: 'online',
  place: meetingLink,
  note: null,
  updatedAt: new Date('2026-10-01T10:00:00Z'),
} as unknown as SessionRow;
const context: InviteContext = {
  swap,
  names: new Map([
    ['ana', 'Ana; "Lisboa", \\ the teacher'],
    ['ben', 'Ben York'],
  ]),
  organizerEmail: 'no-reply@skillswap.test',
  swapUrl: 'https://skillswap.test/swaps/swap-1',
};
const mailed = {
  ...context,
  emails: new Map([
    ['ana', 'ana@mail.test'],
    ['ben', 'ben@mail.test'],
  ]),
};

const parse = (ics: string) => new ICAL.Component(ICAL.parse(ics) as unknown[]);
/** ical.js's own TEXT decoding (RFC 5545 §3.3.11), for the properties it leaves untyped. */
const textType = (ICAL.design as unknown as TextDesign).icalendar.value.text;
const readText = (raw: unknown) => textType.fromICAL(String(raw));
const eventOf = (calendar: ICAL.Component) => calendar.getFirstSubcomponent('vevent')!;

describe('calendar files read by an independent parser (ical.js)', () => {
  it('a downloaded invitation names no attendee, so it is published, not a meeting request (RFC 5546)', () => {
    const calendar = parse(sessionInvite(session, context));
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(eventOf(calendar).getAllProperties('attendee')).toEqual([]);
    const cancelled = parse(sessionInvite({ ...session, status: 'cancelled' }, context));
    expect(cancelled.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(eventOf(cancelled).getFirstPropertyValue('status')).toBe('CANCELLED');
  });

  it('a mailed invitation is a request to both members as attendees, and a cancellation cancels', () => {
    const calendar = parse(sessionInvite(session, mailed));
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    const attendees = eventOf(calendar).getAllProperties('attendee');
    expect(attendees.map((attendee) => String(attendee.getFirstValue()).toLowerCase())).toEqual([
      'mailto:ana@mail.test',
      'mailto:ben@mail.test',
    ]);
    const cancelled = parse(sessionInvite({ ...session, status: 'cancelled' }, mailed));
    expect(cancelled.getFirstPropertyValue('method')).toBe('CANCEL');
  });

  it('keeps a meeting link with ; and , intact as the event URL, and as text in the location', () => {
    for (const ics of [sessionInvite(session, context), sessionFeed([{ session, context }], 'Ana')]) {
      const event = eventOf(parse(ics));
      expect(event.getFirstPropertyValue('url')).toBe(meetingLink);
      expect(event.getFirstPropertyValue('location')).toBe(meetingLink);
    }
    const inPerson = { ...session, placeKind: 'in_person', place: 'Café Lua, 2nd floor' } as SessionRow;
    expect(eventOf(parse(sessionInvite(inPerson, context))).getFirstPropertyValue('url')).toBe(
      context.swapUrl,
    );
  });

  it('escapes the feed name, so a member name with ; , \\ or a line break reads back as written', () => {
    const name = 'Ana; "Lisboa", \\ the teacher\nX-INJECTED:1';
    const ics = sessionFeed([{ session, context }], name);
    const calendar = parse(ics);
    // ical.js gives NAME (RFC 7986) and X-WR-CALNAME untyped; clients read both as TEXT, as
    // ical.js's TEXT does.
    for (const property of ['name', 'x-wr-calname']) {
      expect(readText(calendar.getFirstPropertyValue(property))).toBe(`SkillSwap sessions of ${name}`);
    }
    expect(calendar.getFirstProperty('x-injected')).toBeNull();
    // Long lines are folded at 75 octets, and unfold to the same value.
    const long = 'Ana '.repeat(40);
    expect(readText(parse(sessionFeed([], long)).getFirstPropertyValue('name'))).toBe(
      `SkillSwap sessions of ${long}`,
    );
    expect(
      sessionFeed([], long)
        .split('\r\n')
        .every((line) => Buffer.byteLength(line) <= 75),
    ).toBe(true);
  });
});
