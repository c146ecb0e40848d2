import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManualClock } from '../lib/clock.ts';
import { setPlan } from '../modules/auth/personal-tokens/personal-tokens.test-helper.ts';
import { createTestApp } from './app.ts';
import { freshIp } from './auth-requests.ts';
import { databaseKind } from './database.ts';
import {
  describePath,
  sampleOf,
  stringPaths,
  type OpenApiOperation,
  type OpenApiParameter,
} from './openapi-samples.ts';
import { signUpStaffMember, type TestStaffMember } from './staff.ts';

// Text that no field may hold (a NUL, an escape, half of a surrogate pair) sent to every
// operation of the published document, in each path parameter, query parameter and string field of the body,
// by a caller who passes every access check (an admin at aal2 on the Enterprise plan, address verified). Each
// must be refused with a 4xx before any handler reads it: none may answer 500, none may succeed.

const hostileInParameters = { nul: 'a\u0000b' } as const;
const hostileInBodies = { nul: 'a\u0000b', escape: 'a\u001b[31mb', loneSurrogate: 'a\ud800b' } as const;

interface Probe {
  operation: string;
  where: string;
  method: string;
  url: string;
  payload?: unknown;
}

type Operations = Record<string, Record<string, OpenApiOperation>>;

function urlOf(template: string, values: Record<string, string>, query: Record<string, string>) {
  const path = template.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(values[name] ?? ''));
  const search = new URLSearchParams(query).toString();
  return search ? `${path}?${search}` : path;
}

/** Every request to send: one per hostile value and place, the rest of the request plausible. */
function probesOf(paths: Operations): Probe[] {
  const probes: Probe[] = [];
  for (const [template, methods] of Object.entries(paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const parameters = operation.parameters ?? [];
      const ofKind = (kind: OpenApiParameter['in']) =>
        parameters.filter((parameter) => parameter.in === kind);
      const sampled = (list: OpenApiParameter[]) =>
        Object.fromEntries(list.map((parameter) => [parameter.name, String(sampleOf(parameter.schema))]));
      const pathValues = sampled(ofKind('path'));
      const requiredQuery = sampled(ofKind('query').filter((parameter) => parameter.required));
      const bodySchema = operation.requestBody?.content['application/json']?.schema;
      const body = bodySchema ? sampleOf(bodySchema) : undefined;
      const name = `${method.toUpperCase()} ${template}`;
      const probe = (where: string, url: string, payload: unknown) =>
        probes.push({
          operation: name,
          where,
          method: method.toUpperCase(),
          url,
          ...(payload === undefined ? {} : { payload }),
        });
      for (const [label, hostile] of Object.entries(hostileInParameters)) {
        for (const { name: param } of ofKind('path')) {
          probe(
            `path ${param} (${label})`,
            urlOf(template, { ...pathValues, [param]: hostile }, requiredQuery),
            body,
          );
        }
        for (const { name: param } of ofKind('query')) {
          probe(
            `query ${param} (${label})`,
            urlOf(template, pathValues, { ...requiredQuery, [param]: hostile }),
            body,
          );
        }
      }
      if (!bodySchema) continue;
      for (const path of stringPaths(bodySchema)) {
        for (const [label, hostile] of Object.entries(hostileInBodies)) {
          const payload = sampleOf(bodySchema, path, (sample) => `${sample}${hostile}`);
          probe(
            `body ${describePath(path) || '(whole)'} (${label})`,
            urlOf(template, pathValues, requiredQuery),
            payload,
          );
        }
      }
    }
  }
  // What could sign the caller out or delete them goes last, so that the rest is sent by a signed-in admin.
  const isLast = (probe: Probe) => probe.method === 'DELETE' || probe.url.startsWith('/api/auth/');
  return [...probes.filter((probe) => !isLast(probe)), ...probes.filter(isLast)];
}

describe(`text no field may hold, sent to every operation, on ${databaseKind}`, () => {
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  let admin: TestStaffMember;
  let paths: Operations;

  beforeAll(async () => {
    const clock = createManualClock(new Date());
    harness = await createTestApp({ clock });
    admin = await signUpStaffMember(harness.app, harness.database, clock, 'admin');
    await setPlan(harness.database, admin, 'enterprise');
    const document = await harness.app.inject({ method: 'GET', url: '/api/openapi.json' });
    paths = document.json<{ paths: Operations }>().paths;
  });
  afterAll(() => harness.close());

  it('refuses it with a 4xx everywhere, before any handler reads it', async () => {
    const probes = probesOf(paths);
    const wrong: Array<{ operation: string; where: string; status: number; body: string }> = [];
    for (const probe of probes) {
      const response = await harness.app.inject({
        method: probe.method as 'GET',
        url: probe.url,
        headers: admin.authHeader,
        remoteAddress: freshIp(),
        ...(probe.payload === undefined ? {} : { payload: probe.payload as object }),
      });
      if (response.statusCode < 400 || response.statusCode >= 500) {
        wrong.push({ ...probe, status: response.statusCode, body: response.body.slice(0, 160) });
      }
    }
    const operations = (status: (code: number) => boolean) =>
      new Set(wrong.filter((answer) => status(answer.status)).map((answer) => answer.operation)).size;
    expect(probes.length).toBeGreaterThan(600);
    expect({
      operationsAnswering5xx: operations((status) => status >= 500),
      operationsAccepting: operations((status) => status < 400),
      wrong,
    }).toEqual({ operationsAnswering5xx: 0, operationsAccepting: 0, wrong: [] });
  }, 600_000);
});
