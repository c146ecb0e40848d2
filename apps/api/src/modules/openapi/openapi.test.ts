import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allEndpoints } from '@skillswap/contracts/endpoints/index';
import { webhookEventTypes } from '@skillswap/contracts/webhooks';
import { createTestApp } from '../../test/app.ts';
import { databaseKind } from '../../test/database.ts';

interface OpenApiOperation {
  summary?: string;
  tags?: string[];
  responses?: Record<string, unknown>;
}
type OpenApiDocument = {
  openapi: string;
  components?: { schemas?: Record<string, unknown> };
  paths: Record<string, Record<string, OpenApiOperation>>;
  webhooks?: Record<string, { post?: { parameters?: { name: string }[]; requestBody?: unknown } }>;
};

/** Where the API's routes live: under /api, and the few that clients expect at fixed addresses elsewhere. */
const isApiAddress = (url: string) =>
  url.startsWith('/api/') || url === '/metrics' || url.startsWith('/.well-known/');

/** Routes that are not part of the API: the document itself, its page, and the web app. */
const isDocumentationOrWebApp = (url: string) =>
  url === '/api/openapi.json' || url.startsWith('/api/docs') || !isApiAddress(url);

const toOpenApiPath = (url: string) => url.replace(/:([A-Za-z]\w*)/g, '{$1}');

describe(`OpenAPI document on ${databaseKind}`, () => {
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  const registered: Array<{ method: string; url: string; fromContract: boolean }> = [];
  let document: OpenApiDocument;
  let documentBytes = 0;

  beforeAll(async () => {
    harness = await createTestApp({
      onRoute: (route: RouteOptions) => {
        for (const method of [route.method].flat()) {
          if (method === 'HEAD') continue;
          const fromContract = Boolean((route.config as { endpoint?: unknown } | undefined)?.endpoint);
          registered.push({ method, url: route.url, fromContract });
        }
      },
    });
    const response = await harness.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    document = response.json();
    documentBytes = response.body.length;
  });
  afterAll(() => harness.close());

  it('is OpenAPI 3.1', () => {
    expect(document.openapi).toBe('3.1.0');
  });

  it('documents each webhook event with its body and signature headers', () => {
    expect(Object.keys(document.webhooks ?? {}).sort()).toEqual([...webhookEventTypes].sort());
    const requested = document.webhooks!['swap.requested']!.post!;
    expect(requested.parameters!.map((parameter) => parameter.name)).toEqual([
      'skillswap-event-id',
      'skillswap-timestamp',
      'skillswap-signature',
    ]);
    expect(JSON.stringify(requested.requestBody)).toContain('requestedSkill');
  });

  it('describes every API route the server registered', () => {
    const apiRoutes = registered.filter((route) => !isDocumentationOrWebApp(route.url));
    expect(apiRoutes.length).toBeGreaterThan(0);
    const missing = apiRoutes
      .filter((route) => !document.paths[toOpenApiPath(route.url)]?.[route.method.toLowerCase()])
      .map((route) => `${route.method} ${route.url}`);
    expect(missing).toEqual([]);
  });

  it('registers every API route from a contract definition', () => {
    const handWritten = registered
      .filter((route) => !isDocumentationOrWebApp(route.url) && !route.fromContract)
      .map((route) => `${route.method} ${route.url}`);
    expect(handWritten).toEqual([]);
  });

  it('gives every operation a summary, a tag and its error responses', () => {
    const incomplete: string[] = [];
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const statuses = Object.keys(operation.responses ?? {});
        if (!operation.summary || !operation.tags?.length || !statuses.includes('500')) {
          incomplete.push(`${method.toUpperCase()} ${path}`);
        }
      }
    }
    expect(incomplete).toEqual([]);
  });

  it('registers every endpoint the contracts define', () => {
    const missing = allEndpoints
      .filter((endpoint) => !registered.some((r) => r.method === endpoint.method && r.url === endpoint.path))
      .map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect(missing).toEqual([]);
  });

  it('lists a non-JSON answer under the content type its endpoint produces, and its errors as JSON', () => {
    const responses = document.paths['/api/avatars/{file}']?.get?.responses as Record<
      string,
      { content?: Record<string, unknown> }
    >;
    expect(Object.keys(responses['200']?.content ?? {})).toEqual(['image/webp']);
    expect(responses['304']?.content).toBeUndefined();
    expect(Object.keys(responses['404']?.content ?? {})).toEqual(['application/json']);
  });

  it('writes each error body once, under components, and every reference resolves', () => {
    const refs = [
      ...JSON.stringify(document.paths).matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g),
    ].map((match) => match[1]!);
    expect(refs.length).toBeGreaterThan(Object.keys(document.paths).length);
    expect(refs.filter((name) => !document.components?.schemas?.[name])).toEqual([]);
    const notFound = document.components?.schemas?.Error_not_found as { properties: { code: unknown } };
    expect(JSON.stringify(notFound.properties.code)).toContain('not_found');
    // No error body is written out inline any more: each response names its schema.
    expect(JSON.stringify(document.paths)).not.toContain('"description":"One of: internal_error"');
    // Inline, the error bodies made 5.4 KB an operation (1,049 KB for 194); shared, 3.1 KB.
    const operations = Object.values(document.paths).flatMap((path) => Object.keys(path)).length;
    expect(documentBytes / operations).toBeLessThan(4_000);
  });

  it('serves a docs page for people', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('swagger');
  });
});
