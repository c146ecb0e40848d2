import type { FastifyInstance } from 'fastify';
import ical, { type VEvent } from 'node-ical';
import type { SwapSessions } from '@skillswap/contracts/sessions/schemas';
import type { TestMember } from '../../test/members.ts';

/** Session requests over HTTP as a member's browser sends them, and calendar files read back by a parser. */
export function createSessionKit(app: FastifyInstance) {
  const call = (
    member: TestMember,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) => app.inject({ method, url, headers: member.authHeader, ...(payload ? { payload } : {}) });

  async function ok<T = SwapSessions>(
    member: TestMember,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ): Promise<T> {
    const response = await call(member, method, url, payload);
    if (response.statusCode >= 300)
      throw new Error(`${method} ${url} answered ${response.statusCode}: ${response.body}`);
    return response.json<T>();
  }

  const setTimeZone = (member: TestMember, timeZone: string) =>
    ok(member, 'PUT', '/api/me/time-zone', { timeZone });

  return { call, ok, setTimeZone };
}

/** The VCALENDAR's METHOD and its one VEVENT, as a calendar application would read the file. */
export function readInvite(ics: string): { method: string | undefined; event: VEvent; events: VEvent[] } {
  const parsed = ical.sync.parseICS(ics);
  const events = Object.values(parsed).filter((item): item is VEvent => item.type === 'VEVENT');
  const calendar = Object.values(parsed).find((item) => item.type === 'VCALENDAR');
  return {
    method: calendar && 'method' in calendar ? String(calendar.method) : undefined,
    event: events[0]!,
    events,
  };
}
