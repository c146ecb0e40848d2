import { randomUUID } from 'node:crypto';

/**
 * Requests made from the API's own OpenAPI document, for tests that send something to every operation: a
 * plausible value for each schema, and the same value with one string field swapped for a chosen one. A JSON
 * Schema here is the subset the zod contracts produce (objects, arrays, strings with patterns and lengths,
 * numbers, enums, `oneOf`/`anyOf`/`allOf`).
 */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  exclusiveMinimum?: number;
  maximum?: number;
}

export interface OpenApiParameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema: JsonSchema;
}

export interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}

/** One step from a schema into a part of it: a property, an array's item, or an alternative. */
export type Step = { property: string } | { item: true } | { option: number };

// Values that fit the patterns the contracts use (dates, times, slugs, digests, ids...), tried in order.
const patternCandidates = [
  '2026-12-01',
  '10:00',
  '2026-12',
  '1',
  'sample-slug',
  'example.com',
  '#336699',
  '+14155550123',
  'A'.repeat(43),
  'a'.repeat(64),
  `${'a'.repeat(64)}.webp`,
  'https://example.com/sample',
  'abc',
];

const isStringSchema = (schema: JsonSchema) =>
  schema.type === 'string' || (Array.isArray(schema.type) && schema.type.includes('string'));

/** The alternatives of a `oneOf`/`anyOf`, leaving out `null`. */
function optionsOf(schema: JsonSchema): JsonSchema[] | undefined {
  const options = schema.oneOf ?? schema.anyOf;
  return options?.filter((option) => option.type !== 'null');
}

/** An `allOf` of objects read as one object. */
function flatten(schema: JsonSchema): JsonSchema {
  if (!schema.allOf) return schema;
  const parts = schema.allOf.map(flatten);
  return {
    type: 'object',
    properties: Object.assign({}, ...parts.map((part) => part.properties ?? {})) as Record<
      string,
      JsonSchema
    >,
    required: parts.flatMap((part) => part.required ?? []),
  };
}

function sampleString(schema: JsonSchema): string {
  if (schema.format === 'uuid' || schema.pattern?.includes('[0-9a-fA-F]{8}-')) return randomUUID();
  if (schema.format === 'uri') return 'https://example.com/sample';
  if (schema.format === 'date') return '2026-12-01';
  let value = 'Sample text';
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern, 'u');
    value = patternCandidates.find((candidate) => pattern.test(candidate)) ?? value;
  }
  if (schema.minLength && value.length < schema.minLength) value = value.padEnd(schema.minLength, 'x');
  if (schema.maxLength && value.length > schema.maxLength) value = value.slice(0, schema.maxLength);
  return value;
}

/**
 * A value the schema accepts as far as a schema can tell, with the string at `path` (and only there, taking
 * the alternatives the path names) replaced by `replace(sample)`.
 */
export function sampleOf(
  given: JsonSchema,
  path: readonly Step[] = [],
  replace: (sample: string) => string = (sample) => sample,
): unknown {
  const schema = flatten(given);
  const [step, ...rest] = path;
  const options = optionsOf(schema);
  if (options?.length) {
    const index = step && 'option' in step ? step.option : 0;
    return sampleOf(options[index]!, step && 'option' in step ? rest : path, replace);
  }
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  if (schema.default !== undefined && !step && !isStringSchema(schema)) return schema.default;
  if (isStringSchema(schema)) return path.length === 0 ? replace(sampleString(schema)) : sampleString(schema);
  switch (schema.type) {
    case 'integer':
    case 'number':
      return schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 1);
    case 'boolean':
      return false;
    case 'array': {
      const count = Math.max(schema.minItems ?? 0, step && 'item' in step ? 1 : 0);
      return Array.from({ length: count }, (_, index) =>
        sampleOf(schema.items ?? {}, index === 0 && step && 'item' in step ? rest : [], replace),
      );
    }
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const name of schema.required ?? []) value[name] = sampleOf(schema.properties?.[name] ?? {});
      if (step && 'property' in step) {
        value[step.property] = sampleOf(schema.properties?.[step.property] ?? {}, rest, replace);
      }
      return value;
    }
    default:
      return null;
  }
}

/** Every path to a free-text string (one without a fixed list of values) inside the schema. */
export function stringPaths(given: JsonSchema, depth = 0): Step[][] {
  if (depth > 6) return [];
  const schema = flatten(given);
  const options = optionsOf(schema);
  if (options?.length) {
    return options.flatMap((option, index) =>
      stringPaths(option, depth + 1).map((path) => [{ option: index }, ...path]),
    );
  }
  if (schema.enum || schema.const !== undefined) return [];
  if (isStringSchema(schema)) return [[]];
  if (schema.type === 'array' && schema.items) {
    return stringPaths(schema.items, depth + 1).map((path) => [{ item: true as const }, ...path]);
  }
  return Object.entries(schema.properties ?? {}).flatMap(([property, inner]) =>
    stringPaths(inner, depth + 1).map((path) => [{ property }, ...path]),
  );
}

/** A path as a reader would write it: `place.text`, `items.0.name`. */
export const describePath = (path: readonly Step[]) =>
  path
    .filter((step) => !('option' in step))
    .map((step) => ('property' in step ? step.property : '0'))
    .join('.');
