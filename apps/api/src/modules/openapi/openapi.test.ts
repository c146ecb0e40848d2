import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allEndpoints, endpoints } from '@skillswap/contracts/endpoints';
import { webhookEventTypes } from '@skillswap/contracts/webhooks/schemas';
import { createTestApp } from '../../test/app.ts';
import { databaseKind } from '../../test/database.ts';

interface OpenApiOperation {
  operationId?: string;
  security?: Array<Record<string, string[]>>;
  summary?: string;
  tags?: string[];
  responses?: Record<string, unknown>;
}
type OpenApiDocument = {
  openapi: string;
  components?: { schemas?: Record<string, unknown> };
  paths: Record<string, Record<string, OpenApiOperation>>;
  webhooks?: Record<
    string,
    { post?: { operationId?: string; parameters?: { name: string }[]; requestBody?: unknown } }
  >;
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
    // Standard Webhooks' headers (ADR 153).
    expect(requested.parameters!.map((parameter) => parameter.name)).toEqual([
      'webhook-id',
      'webhook-timestamp',
      'webhook-signature',
    ]);
    expect(JSON.stringify(requested.requestBody)).toContain('requestedSkill');
  });

  it('names every operation and webhook once, from its contract definition', () => {
    const contractNames = new Map<string, string>();
    for (const area of Object.values<Record<string, { method: string; path: string }>>(endpoints)) {
      for (const [name, endpoint] of Object.entries(area)) {
        contractNames.set(`${endpoint.method.toLowerCase()} ${toOpenApiPath(endpoint.path)}`, name);
      }
    }
    const ids: string[] = [];
    const misnamed: string[] = [];
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        ids.push(operation.operationId ?? '');
        if (operation.operationId !== contractNames.get(`${method} ${path}`))
          misnamed.push(`${method} ${path}`);
      }
    }
    for (const webhook of Object.values(document.webhooks ?? {})) ids.push(webhook.post?.operationId ?? '');
    expect(misnamed).toEqual([]);
    expect(document.paths['/api/swap-requests']?.post?.operationId).toBe('createSwapRequest');
    expect(document.webhooks?.['board_post.created']?.post?.operationId).toBe('boardPostCreatedWebhook');
    expect(ids.filter((id, index) => !id || ids.indexOf(id) !== index)).toEqual([]);
  });

  it('declares who may call each operation: nobody’s credentials for public ones, the cookie as optional for sign-in', () => {
    const unsecured = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) => !Array.isArray(operation.security))
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(unsecured).toEqual([]);
    expect(document.paths['/api/health']?.get?.security).toEqual([]);
    // Password sign-in works without the refresh cookie; so does signing out with a token in the body.
    expect(document.paths['/api/auth/token']?.post?.security).toEqual([{}, { refreshCookie: [] }]);
    expect(document.paths['/api/auth/logout']?.post?.security).toEqual([{}, { refreshCookie: [] }]);
  });

  it('writes only patterns that engines without Unicode properties compile (Python’s re)', () => {
    const patterns = [...JSON.stringify(document).matchAll(/"pattern":("(?:[^"\\]|\\.)*")/g)].map(
      (match) => JSON.parse(match[1]!) as string,
    );
    expect(patterns.length).toBeGreaterThan(50);
    expect(patterns.filter((pattern) => /\\[pP]\{/.test(pattern))).toEqual([]);
  });

  // Rules the server checks in code, said in the schema, so a schema-valid request
  // is not refused.
  it('states the server’s rules in the request schemas: decimals, minimums, formats, links, uniqueness, zones', () => {
    const byId = new Map(
      Object.values(document.paths).flatMap((operations) =>
        Object.values(operations).map((operation) => [operation.operationId, operation] as const),
      ),
    );
    type Body = {
      content: Record<string, { schema: { properties: Record<string, Record<string, unknown>> } }>;
    };
    const body = (operationId: string, type = 'application/json') =>
      (byId.get(operationId) as { requestBody?: Body } | undefined)?.requestBody?.content[type]?.schema;
    const text = (value: unknown) => JSON.stringify(value);

    const signUp = body('signUp')!.properties;
    expect(signUp.fullName).toMatchObject({ minLength: 2, maxLength: 100 });
    expect(signUp.email).toMatchObject({ format: 'email' });
    expect(body('createSwapRequest')!.properties.hoursOffered).toMatchObject({
      multipleOf: 0.01,
      maximum: 100,
    });
    expect(body('createBoardPost')!.properties.hours).toMatchObject({
      exclusiveMinimum: 0,
      multipleOf: 0.01,
    });
    expect(body('donateToFund')!.properties.amount).toMatchObject({ exclusiveMinimum: 0 });
    expect(body('createWebhookEndpoint')!.properties.eventTypes).toMatchObject({ uniqueItems: true });
    expect(body('updateTimeZone')!.properties.timeZone).toMatchObject({ maxLength: 64 });
    expect(String(body('updateTimeZone')!.properties.timeZone!.pattern)).toContain('[A-Za-z]');
    const proposal = text(body('proposeSession'));
    expect(proposal).toContain('"format":"date"');
    expect(proposal).toContain('"pattern":"^[Hh][Tt][Tt][Pp][Ss]://"');
    // Uploads: one image in the multipart field `file`.
    expect(body('uploadAvatar', 'multipart/form-data')).toMatchObject({ required: ['file'] });
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
