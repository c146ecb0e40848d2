import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CoachAnswer, CoachProgress } from '@skillswap/contracts/coach/schemas';
import { createManualClock } from '../../lib/clock.ts';
import { createTestApp } from '../../test/app.ts';
import { databaseKind } from '../../test/database.ts';
import type { KitMember } from '../swap-lifecycle/swaps.test-helper.ts';
import { createWorkshopKit } from '../workshops/workshops.test-helper.ts';
import { startFakeLlm } from './fake-llm.test-helper.ts';
import { inject } from '../../test/inject.ts';
import { coachRoutes } from '@skillswap/contracts/coach/routes';

// ADR 117: the Coach's plan from the taxonomy, matching and workshops, the weekly goal with
// progress, and the optional note from a language model (a local fake here), which never breaks the page.
describe(`the Coach on ${databaseKind}`, () => {
  // A Wednesday: the week started on Monday 2026-06-01 00:00 UTC.
  const clock = createManualClock(new Date('2026-06-03T12:00:00Z'));
  let llm: Awaited<ReturnType<typeof startFakeLlm>>;
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  let plain: Awaited<ReturnType<typeof createTestApp>>;
  let kit: ReturnType<typeof createWorkshopKit>;
  let learner: KitMember;
  let teacher: KitMember;

  beforeAll(async () => {
    llm = await startFakeLlm();
    harness = await createTestApp({
      clock,
      config: { COACH_LLM_URL: llm.url, COACH_LLM_API_KEY: 'test-key', COACH_LLM_TIMEOUT_MS: 1_000 },
    });
    kit = createWorkshopKit(harness.app, harness.database);
    learner = await kit.joinMember('Lena Learner', { plan: 'elite', offers: 'Spanish', wants: 'React' });
    teacher = await kit.joinMember('Tom Teacher', { offers: 'React', wants: 'Spanish' });
  }, 60_000);
  afterAll(async () => {
    await harness?.close();
    await plain?.close();
    await llm?.close();
  }, 60_000);

  const coach = async (member: KitMember, app = harness.app) => {
    const response = await inject(app, coachRoutes.getCoach, { as: member });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<CoachAnswer>();
  };

  it('builds a plan for each wanted skill: what to learn first, related skills, the best teachers, upcoming workshops', async () => {
    const host = await kit.joinHost('Hana Host');
    const workshop = await kit.createWorkshop(host, {
      title: 'React hooks in an evening',
      skill: 'React',
      date: '2026-06-20',
    });
    const answer = await coach(learner);
    expect(answer.plans).toHaveLength(1);
    const [plan] = answer.plans;
    expect(plan).toMatchObject({
      skill: 'React',
      canonical: 'React',
      learnFirst: ['JavaScript', 'Web Development'],
    });
    expect(plan!.related.length).toBeGreaterThan(0);
    expect(plan!.related).not.toContain('React');
    expect(plan!.teachers.map((t) => t.fullName)).toEqual(['Tom Teacher']);
    expect(plan!.workshops.map((w) => w.id)).toEqual([workshop.id]);
    expect(plan!.workshops[0]).toMatchObject({ title: 'React hooks in an evening', seatsLeft: 3 });
  });

  it('writes the note through the configured provider from the plan’s facts alone', async () => {
    llm.setMode('answer');
    const before = llm.requests.length;
    const answer = await coach(learner);
    expect(answer.note).toBe('Fake coach note: start with Tom Teacher.');
    const sent = llm.requests.slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.authorization).toBe('Bearer test-key');
    const prompt = JSON.stringify(sent[0]!.body);
    expect(prompt).toContain('Skill: React');
    expect(prompt).toContain('Learn first: JavaScript, Web Development');
    expect(prompt).toContain('React hooks in an evening');
    // Nothing that identifies the member beyond their first name.
    expect(prompt).not.toContain(learner.email);
    expect(prompt).not.toContain(learner.userId);
    expect(prompt).not.toContain('Learner');
  });

  it('shows the plan as steps, with no note, when the provider fails or is too slow', async () => {
    llm.setMode('error');
    const failed = await coach(learner);
    expect(failed.note).toBeNull();
    expect(failed.plans[0]!.teachers).toHaveLength(1);
    llm.setMode('slow');
    // No note: the server stopped waiting for the provider (had it waited, the note would be there).
    const slow = await coach(learner);
    expect(slow.note).toBeNull();
    expect(slow.plans[0]!.learnFirst).toEqual(['JavaScript', 'Web Development']);
    llm.setMode('answer');
  });

  it('without a provider, answers the plan with no note and calls nobody', async () => {
    plain = await createTestApp({ clock });
    const plainKit = createWorkshopKit(plain.app, plain.database);
    const member = await plainKit.joinMember('Nia Noprovider', { plan: 'elite', wants: 'TypeScript' });
    const before = llm.requests.length;
    const answer = await coach(member, plain.app);
    expect(answer.note).toBeNull();
    expect(answer.plans[0]).toMatchObject({ skill: 'TypeScript', learnFirst: ['JavaScript'] });
    expect(llm.requests.length).toBe(before);
  });

  it('keeps a weekly goal (2 h until set) with progress from completed swaps and attended workshops this week', async () => {
    expect((await coach(learner)).progress).toMatchObject({
      weeklyHours: 2,
      hoursThisWeek: 0,
      weekStartsAt: '2026-06-01T00:00:00.000Z',
    });
    const set = await inject(harness.app, coachRoutes.setCoachGoal, {
      as: learner,
      body: { weeklyHours: 5 },
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json<CoachProgress>().weeklyHours).toBe(5);
    for (const weeklyHours of [0, 41, 2.5, 'lots']) {
      const bad = await inject(harness.app, coachRoutes.setCoachGoal, { as: learner, body: { weeklyHours } });
      expect(bad.statusCode, String(weeklyHours)).toBe(400);
    }
    // The refusal speaks the member's language, as the form under the field does.
    const tooMany = await inject(harness.app, coachRoutes.setCoachGoal, {
      headers: { ...learner.authHeader, 'accept-language': 'es' },
      body: { weeklyHours: 41 },
    });
    expect(tooMany.json<{ message: string }>().message).toBe('Como máximo 40 horas por semana');
    // Tom teaches Lena 2 hours of React in a completed swap (she requested 2 hours).
    const swapId = await kit.requestSwap(learner, teacher, { hoursOffered: 1, hoursRequested: 2 });
    await kit.actOk(teacher, swapId, 'accept');
    const hours = { requesterHours: 1, recipientHours: 2 };
    await kit.actOk(learner, swapId, 'confirm', hours);
    await kit.actOk(teacher, swapId, 'confirm', hours);
    const progress = (await coach(learner)).progress;
    expect(progress).toMatchObject({ weeklyHours: 5, fromSwaps: 2, fromWorkshops: 0, hoursThisWeek: 2 });
  });

  it('is Elite: a Free member gets 403 plan_required naming Elite', async () => {
    const free = await kit.joinMember('Fran Free');
    for (const [method, url] of [
      ['GET', '/api/me/coach'],
      ['PUT', '/api/me/coach/goal'],
    ] as const) {
      const refused = await harness.app.inject({
        method,
        url,
        headers: free.authHeader,
        ...(method === 'PUT' ? { payload: { weeklyHours: 3 } } : {}),
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'plan_required', plan: 'elite' });
    }
  });
});
