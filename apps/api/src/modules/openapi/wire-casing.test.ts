import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.ts';
import { databaseKind } from '../../test/database.ts';
import { legacyWireNames } from './legacy-wire-names.ts';

const camelCase = /^[a-z][a-zA-Z0-9]*$/;

/** Every property and parameter name in an operation, however deeply nested. */
function namesIn(node: unknown, into: Set<string>): Set<string> {
  if (Array.isArray(node)) {
    for (const item of node) namesIn(item, into);
  } else if (node && typeof node === 'object') {
    const record = node as Record<string, unknown>;
    if (record.properties && typeof record.properties === 'object') {
      for (const name of Object.keys(record.properties)) into.add(name);
    }
    if (typeof record.in === 'string' && typeof record.name === 'string') into.add(record.name);
    for (const value of Object.values(record)) namesIn(value, into);
  }
  return into;
}

describe(`Wire casing on ${databaseKind}`, () => {
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  let paths: Record<string, Record<string, unknown>>;

  beforeAll(async () => {
    harness = await createTestApp();
    paths = (await harness.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
      paths: typeof paths;
    }>().paths;
  });
  afterAll(() => harness.close());

  it('uses camelCase for every field, except the closed list of names the first endpoints were given', () => {
    const offending: string[] = [];
    for (const [path, operations] of Object.entries(paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const where = `${method.toUpperCase()} ${path}`;
        for (const name of namesIn(operation, new Set())) {
          if (!camelCase.test(name) && !legacyWireNames[name]?.includes(where))
            offending.push(`${where}: ${name}`);
        }
      }
    }
    expect(offending).toEqual([]);
  });

  it('keeps the list of exceptions closed: each still occurs where it is listed', () => {
    const stale: string[] = [];
    for (const [name, operations] of Object.entries(legacyWireNames)) {
      for (const where of operations) {
        const [method = '', path = ''] = where.split(' ');
        if (!namesIn(paths[path]?.[method.toLowerCase()], new Set()).has(name))
          stale.push(`${where}: ${name}`);
      }
    }
    expect(stale).toEqual([]);
  });
});
