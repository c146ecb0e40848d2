import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  signInOverHttp,
  signUpOverHttp,
  startServer,
  stopAllServers,
  waitUntilReady,
  type RunningServer,
} from '../test/server-processes.ts';
import {
  createThrowawayPostgres,
  throwawayPostgresUnavailableReason,
  type ThrowawayPostgres,
} from '../test/throwaway-postgres.ts';

// Needs a PostgreSQL cluster of its own to stop and start: the server's binaries, run as their OS user.
const skipReason = throwawayPostgresUnavailableReason();
const limits = { DATABASE_CONNECT_TIMEOUT_MS: '1000', DATABASE_STATEMENT_TIMEOUT_MS: '3000' };
/** Statement limit, the client's extra wait for a frozen server, and slack for a loaded machine. */
const longestAnswerMs = 3_000 + 2_000 + 3_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Answer {
  kind: 'read' | 'write' | 'ready';
  status: number;
  ms: number;
  code?: string;
  retryAfter: string | null;
}

/** Reads, writes and readiness probes, one after another in each lane, until stopped. */
function startLoad(baseUrl: string, accessToken: string) {
  const answers: Answer[] = [];
  let isStopped = false;
  let lastAckedWrite = -1;
  const call = async (kind: Answer['kind'], path: string, init: RequestInit = {}) => {
    const started = Date.now();
    const response = await fetch(`${baseUrl}${path}`, {
      ...init,
      signal: AbortSignal.timeout(longestAnswerMs * 3),
    }).catch(() => null);
    const body = (await response?.json().catch(() => null)) as { code?: string } | null;
    const answer: Answer = {
      kind,
      status: response?.status ?? 0,
      ms: Date.now() - started,
      retryAfter: response?.headers.get('retry-after') ?? null,
      ...(body?.code ? { code: body.code } : {}),
    };
    answers.push(answer);
    return answer;
  };
  const lane = async (step: (index: number) => Promise<unknown>) => {
    for (let index = 0; !isStopped; index += 1) {
      await step(index);
      await sleep(50);
    }
  };
  const lanes = Promise.all([
    lane(() => call('read', '/api/profiles?q=drill')),
    lane(async (index) => {
      const answer = await call('write', '/api/me/profile', {
        method: 'PUT',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
        body: JSON.stringify({
          full_name: 'Drill Member',
          bio: `write ${index}`,
          skills_offered: ['Chess'],
          skills_wanted: ['Piano'],
        }),
      });
      if (answer.status === 200) lastAckedWrite = index;
    }),
    lane(() => call('ready', '/api/health/ready')),
  ]);
  return {
    stop: async () => {
      isStopped = true;
      await lanes;
      return { answers, lastAckedWrite };
    },
  };
}

function countByStatus(answers: Answer[]) {
  const counts: Record<string, number> = {};
  for (const answer of answers) counts[answer.status] = (counts[answer.status] ?? 0) + 1;
  return counts;
}

describe.skipIf(skipReason !== null)(`PostgreSQL outages (${skipReason ?? 'own cluster'})`, () => {
  let cluster: ThrowawayPostgres;
  let server: RunningServer;
  let member: Awaited<ReturnType<typeof signUpOverHttp>>;

  beforeAll(async () => {
    cluster = await createThrowawayPostgres();
  });
  afterAll(async () => {
    await stopAllServers();
    await cluster?.destroy();
  });

  it('a server started while PostgreSQL is down stays up, is not ready, and gets ready when it answers', async () => {
    server = await startServer({ DATABASE_URL: cluster.url, ...limits });
    const live = await fetch(`${server.baseUrl}/api/health`);
    expect(live.status).toBe(200);
    const ready = await fetch(`${server.baseUrl}/api/health/ready`);
    expect(ready.status).toBe(503);
    expect(ready.headers.get('retry-after')).toBe('5');
    expect(await ready.json()).toMatchObject({ code: 'service_unavailable' });
    const api = await fetch(`${server.baseUrl}/api/profiles`);
    expect(api.status).toBe(503);
    await sleep(4_000);
    expect(server.child.exitCode).toBeNull();

    await cluster.start();
    const readyAfterMs = await waitUntilReady(server.baseUrl, 30_000);
    console.log(
      `drill: started while down; ready ${(readyAfterMs / 1000).toFixed(1)} s after PostgreSQL started`,
    );
    member = await signUpOverHttp(server.baseUrl);
  }, 120_000);

  it('during a stop requests get 503 with Retry-After, readiness goes 503 then 200, and nothing acknowledged is lost', async () => {
    const { session } = await signInOverHttp(server.baseUrl, member);
    const drills = [
      { name: 'stop 3 s', pause: 3_000 },
      { name: 'restart', pause: 0 },
      { name: 'stop 10 s', pause: 10_000 },
    ];
    for (const drill of drills) {
      const load = startLoad(server.baseUrl, session!.access_token);
      await sleep(1_000);
      const stoppedAt = Date.now();
      await cluster.stop();
      await sleep(drill.pause);
      await cluster.start();
      const readyMs = await waitUntilReady(server.baseUrl, 60_000).catch((error: Error) => {
        throw new Error(`${error.message}; server log:\n${server.readLog().slice(-3_000)}`);
      });
      const downMs = Date.now() - stoppedAt;
      await sleep(500);
      const { answers, lastAckedWrite } = await load.stop();
      const requests = answers.filter((answer) => answer.kind !== 'ready');
      const failed = requests.filter((answer) => answer.status !== 200);
      console.log(
        `drill: ${drill.name}: ${requests.length} requests, failed by status ${JSON.stringify(countByStatus(failed))}, ` +
          `ready ${(readyMs / 1000).toFixed(1)} s after PostgreSQL started ` +
          `(${(downMs / 1000).toFixed(1)} s after it was stopped), ` +
          `slowest answer ${Math.max(...answers.map((answer) => answer.ms))} ms`,
      );

      for (const answer of answers) {
        expect([200, 503], JSON.stringify(answer)).toContain(answer.status);
        if (answer.status === 503) {
          expect(answer).toMatchObject({ code: 'service_unavailable', retryAfter: '5' });
        }
      }
      const readiness = answers.filter((answer) => answer.kind === 'ready').map((answer) => answer.status);
      if (drill.pause > 0) expect(readiness.slice(readiness.indexOf(503))).toContain(200);
      expect(readiness.at(-1)).toBe(200);

      const own = await fetch(`${server.baseUrl}/api/me/profile`, {
        headers: { authorization: `Bearer ${session!.access_token}` },
      });
      expect(own.status).toBe(200);
      const stored = Number(((await own.json()) as { bio: string }).bio.replace('write ', ''));
      expect(stored).toBeGreaterThanOrEqual(lastAckedWrite);
    }
    expect((await signInOverHttp(server.baseUrl, member)).status).toBe(200);

    // Frozen, not stopped: connections stay open and nothing answers; the limits must end every wait.
    const load = startLoad(server.baseUrl, session!.access_token);
    await sleep(500);
    await cluster.freeze(true);
    await sleep(longestAnswerMs + 2_000);
    await cluster.freeze(false);
    const readyMs = await waitUntilReady(server.baseUrl, 60_000);
    const { answers } = await load.stop();
    const requests = answers.filter((answer) => answer.kind !== 'ready');
    console.log(
      `drill: frozen ${(longestAnswerMs + 2_000) / 1000} s: ${requests.length} requests, failed by status ` +
        `${JSON.stringify(countByStatus(requests.filter((answer) => answer.status !== 200)))}, ready ` +
        `${(readyMs / 1000).toFixed(1)} s after it thawed, slowest answer ${Math.max(...answers.map((a) => a.ms))} ms`,
    );
    for (const answer of answers) {
      expect([200, 503], JSON.stringify(answer)).toContain(answer.status);
    }
    expect(answers.filter((answer) => answer.kind === 'ready').map((answer) => answer.status)).toContain(503);

    const newcomer = await signUpOverHttp(server.baseUrl);
    expect((await signInOverHttp(server.baseUrl, newcomer)).status).toBe(200);
    expect(server.child.exitCode).toBeNull();
    expect(server.readLog()).not.toContain('"level":50');
  }, 180_000);
});
