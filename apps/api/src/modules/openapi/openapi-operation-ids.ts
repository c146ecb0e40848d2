import { endpoints } from '@skillswap/contracts/endpoints/index';
import type { OpenApiDocument } from './openapi-components.ts';

/** `/api/swaps/:id` as the document writes it: `/api/swaps/{id}`. */
const toOpenApiPath = (path: string) => path.replace(/:([A-Za-z]\w*)/g, '{$1}');

/**
 * Each operation's `operationId`: the name its contract definition has in `endpoints` (`createSwapRequest`),
 * so generated clients name their methods as the web app does, and the name stays put while the definition
 * does. The OpenAPI test checks that no two operations share one.
 */
function operationIdsByAddress(): Map<string, string> {
  const ids = new Map<string, string>();
  for (const area of Object.values<Record<string, { method: string; path: string }>>(endpoints)) {
    for (const [name, endpoint] of Object.entries(area)) {
      ids.set(`${endpoint.method.toLowerCase()} ${toOpenApiPath(endpoint.path)}`, name);
    }
  }
  return ids;
}

/** A copy of the document with every operation's `operationId` set from its contract name. */
export function nameOperations<T extends OpenApiDocument>(document: T): T {
  const ids = operationIdsByAddress();
  const paths = Object.fromEntries(
    Object.entries(document.paths ?? {}).map(([path, operations]) => [
      path,
      Object.fromEntries(
        Object.entries(operations).map(([method, operation]) => {
          const operationId = ids.get(`${method} ${path}`);
          return [method, operationId ? { operationId, ...operation } : operation];
        }),
      ),
    ]),
  );
  return { ...document, paths };
}
