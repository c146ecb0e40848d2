import type { Page } from '@playwright/test';

/** A method, `write` for any but GET, or `any`. */
type MethodFilter = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'write' | 'any';

/**
 * The calls the page sends from now on with this method to this path (exact, or matching the expression), as
 * the paths they went to. A journey that shows a form refusing its input reads it afterwards: an empty list
 * is what proves nothing was sent.
 */
export function recordSentRequests(page: Page, method: MethodFilter, path: string | RegExp): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    const methodMatches =
      method === 'any' || (method === 'write' ? request.method() !== 'GET' : request.method() === method);
    const pathMatches = typeof path === 'string' ? pathname === path : path.test(pathname);
    if (methodMatches && pathMatches) sent.push(pathname);
  });
  return sent;
}
