/**
 * Every operation answers its errors with the same `{ code, message, issues? }` body, one schema per error
 * code, and the generator writes each out in full for every operation: some 1,500 copies, two thirds of a 1
 * MB document, which Swagger UI then parsed on a 2-core phone for seconds. This names each distinct error
 * body once under `components.schemas` (`Error_not_found`, …) and points every response at it with a `$ref`.
 */

type Schema = Record<string, unknown>;
interface Content {
  schema?: Schema;
}
interface Operation {
  responses?: Record<string, { content?: Record<string, Content> }>;
}
export interface OpenApiDocument {
  paths?: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> } & Record<string, unknown>;
  webhooks?: unknown;
}

/** An error body as the contracts describe it: an object whose `code` lists its codes, described by them. */
function errorCodesOf(schema: Schema | undefined): string | null {
  if (!schema || schema.type !== 'object' || typeof schema.description !== 'string') return null;
  const properties = schema.properties as Record<string, unknown> | undefined;
  return properties?.code && properties.message ? schema.description : null;
}

/** Key order does not make two schemas different. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** A copy of the document with each error body in `components.schemas` once and referenced from responses. */
export function shareErrorSchemas<T extends OpenApiDocument>(document: T): T {
  const names = new Map<string, string>();
  const schemas: Record<string, Schema> = { ...document.components?.schemas };
  const nameFor = (schema: Schema, codes: string): string => {
    const key = canonical(schema);
    const known = names.get(key);
    if (known) return known;
    const base = `Error_${codes.replace(/[^A-Za-z0-9_]+/g, '_')}`;
    let name = base;
    for (let suffix = 2; schemas[name]; suffix += 1) name = `${base}_${suffix}`;
    schemas[name] = schema;
    names.set(key, name);
    return name;
  };
  const paths = Object.fromEntries(
    Object.entries(document.paths ?? {}).map(([path, operations]) => [
      path,
      Object.fromEntries(
        Object.entries(operations).map(([method, operation]) => {
          if (!operation || typeof operation !== 'object' || !operation.responses) return [method, operation];
          const responses = Object.fromEntries(
            Object.entries(operation.responses).map(([status, response]) => {
              if (!response.content) return [status, response];
              const content = Object.fromEntries(
                Object.entries(response.content).map(([type, entry]) => {
                  const codes = errorCodesOf(entry.schema);
                  if (!entry.schema || !codes) return [type, entry];
                  return [
                    type,
                    { ...entry, schema: { $ref: `#/components/schemas/${nameFor(entry.schema, codes)}` } },
                  ];
                }),
              );
              return [status, { ...response, content }];
            }),
          );
          return [method, { ...operation, responses }];
        }),
      ),
    ]),
  );
  return { ...document, paths, components: { ...document.components, schemas } };
}
