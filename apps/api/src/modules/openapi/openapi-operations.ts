import { endpoints } from '@skillswap/contracts/endpoints';
import type { OpenApiDocument } from './openapi-components.ts';

/** `/api/swaps/:id` as the document writes it: `/api/swaps/{id}`. */
const toOpenApiPath = (path: string) => path.replace(/:([A-Za-z]\w*)/g, '{$1}');

/**
 * The request body of an upload (`bodyType: 'multipart'`). Its handler reads the form itself, so the route
 * declares no body schema and the generator wrote none: every upload takes one image in the field `file`.
 */
const imageUploadBody = {
  required: true,
  content: {
    'multipart/form-data': {
      schema: {
        type: 'object',
        required: ['file'],
        properties: {
          file: {
            type: 'string',
            contentMediaType: 'application/octet-stream',
            description: 'A JPEG, PNG or WebP image of up to 5 MB.',
          },
        },
      },
      encoding: { file: { contentType: 'image/jpeg, image/png, image/webp' } },
    },
  },
};

interface OperationFacts {
  operationId: string;
  isUpload: boolean;
}

/** Each contract definition by its address in the document (`post /api/swap-requests`). */
function operationsByAddress(): Map<string, OperationFacts> {
  const facts = new Map<string, OperationFacts>();
  for (const area of Object.values<Record<string, { method: string; path: string; bodyType?: string }>>(
    endpoints,
  )) {
    for (const [name, endpoint] of Object.entries(area)) {
      facts.set(`${endpoint.method.toLowerCase()} ${toOpenApiPath(endpoint.path)}`, {
        operationId: name,
        isUpload: endpoint.bodyType === 'multipart',
      });
    }
  }
  return facts;
}

/**
 * A copy of the document with what the generator cannot know from the route schemas: each operation's
 * `operationId`, the name its contract definition has in `endpoints` (`createSwapRequest`), so generated
 * clients name their methods as the web app does and the name stays while the definition does (the OpenAPI
 * test checks that no two share one); and the multipart body of each upload.
 */
export function completeOperations<T extends OpenApiDocument>(document: T): T {
  const facts = operationsByAddress();
  const paths = Object.fromEntries(
    Object.entries(document.paths ?? {}).map(([path, operations]) => [
      path,
      Object.fromEntries(
        Object.entries(operations).map(([method, operation]) => {
          const known = facts.get(`${method} ${path}`);
          if (!known) return [method, operation];
          return [
            method,
            {
              operationId: known.operationId,
              ...operation,
              ...(known.isUpload ? { requestBody: imageUploadBody } : {}),
            },
          ];
        }),
      ),
    ]),
  );
  return { ...document, paths };
}
