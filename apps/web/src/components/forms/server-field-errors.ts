import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '@/lib/api-client.ts';

/**
 * Which form field shows the issue the server reports at each path: a list when the form's fields carry the
 * contract's names, a map when a field is named otherwise (the server's `isOnline` is the form's `place`).
 */
export type ServerFieldPaths<Values extends FieldValues> =
  readonly Path<Values>[] | Readonly<Partial<Record<string, Path<Values>>>>;

function isFieldList<Values extends FieldValues>(
  fields: ServerFieldPaths<Values>,
): fields is readonly Path<Values>[] {
  return Array.isArray(fields);
}

function fieldAt<Values extends FieldValues>(
  fields: ServerFieldPaths<Values>,
  path: string,
): Path<Values> | undefined {
  if (isFieldList(fields)) return fields.find((field) => field === path);
  return fields[path];
}

/**
 * Puts the field issues of a refused request (the API's `issues`, path and message) on the form's fields, as
 * the contract's schema does before sending, so the member reads both in the same place. The first issue of a
 * field wins; an issue at a path the form does not show is left out. `translate` turns a message into the
 * member's language. Answers whether any field took an issue: when none did, the caller says so for the form.
 */
export function setServerFieldErrors<Values extends FieldValues>(
  setError: UseFormSetError<Values>,
  failure: unknown,
  fields: ServerFieldPaths<Values>,
  translate: (message: string) => string | undefined = (message) => message,
): boolean {
  if (!(failure instanceof ApiError)) return false;
  const taken = new Set<Path<Values>>();
  for (const issue of failure.issues ?? []) {
    const field = fieldAt(fields, issue.path);
    if (!field || taken.has(field)) continue;
    taken.add(field);
    setError(field, { type: 'server', message: translate(issue.message) ?? issue.message });
  }
  return taken.size > 0;
}
