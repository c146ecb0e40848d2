import type { FastifyRequest } from 'fastify';
import { findTextProblem } from '@skillswap/contracts/shared/text';
import { invalidInput } from '../errors.ts';

interface Issue {
  path: string;
  message: string;
}

// A body of 1 MB can nest far deeper than a recursive walk's stack; past this many problems the
// rest add nothing.
const mostIssues = 20;

/**
 * Parsed JSON, a query or route parameters: never a Buffer, a stream or another class's instance. The query
 * parser makes its objects from a constructor whose prototype has no prototype, for speed; that counts too.
 */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (!value || typeof value !== 'object') return false;
  const prototype = Object.getPrototypeOf(value) as object | null;
  return prototype === Object.prototype || prototype === null || Object.getPrototypeOf(prototype) === null;
}

/**
 * Every string of a value (object keys too), walked without recursion, checked by the shared text rule
 * (contracts' `findTextProblem`). Returns the places at fault, written `a.b.0.c`.
 */
function problemsIn(value: unknown, lines: boolean): Issue[] {
  const issues: Issue[] = [];
  const pending: Array<{ value: unknown; path: string }> = [{ value, path: '' }];
  const check = (text: string, path: string) => {
    const message = findTextProblem(text, { lines });
    if (message) issues.push({ path, message });
  };
  while (pending.length > 0 && issues.length < mostIssues) {
    const { value: current, path } = pending.pop()!;
    const at = (key: string | number) => (path ? `${path}.${key}` : String(key));
    if (typeof current === 'string') {
      check(current, path);
    } else if (Array.isArray(current)) {
      current.forEach((item, index) => pending.push({ value: item, path: at(index) }));
    } else if (isPlainObject(current)) {
      for (const [key, inner] of Object.entries(current)) {
        check(key, at(key));
        pending.push({ value: inner, path: at(key) });
      }
    }
  }
  return issues;
}

/**
 * A `preValidation` hook for every route: path and query parameters and a parsed body pass the
 * shared text rule before any schema or handler sees them, so no handler, query or audit record ever meets a
 * NUL, another control character or half of a surrogate pair; they are refused with 400 `validation_failed`.
 * Parameters are single-line; a body keeps tab and line breaks, which multi-line fields hold (their own
 * schemas refuse them where a field is one line). Bodies that are not parsed text (uploads, the raw bytes
 * Stripe signs) are left alone.
 */
export async function refuseUnreadableText(request: FastifyRequest): Promise<void> {
  const issues = [
    ...problemsIn(request.params, false),
    ...problemsIn(request.query, false),
    ...problemsIn(request.body, true),
  ];
  const first = issues[0];
  if (!first) return;
  throw invalidInput(first.message, issues);
}
