// Plain constants of the HTTP protocol between web and API. This module imports nothing (no zod),
// so the web app's first-load bundle can use it without pulling in the schema library.

/** Header the cookie endpoints require, so a cross-site form cannot reach them. */
export const csrfHeader = { name: 'x-skillswap-csrf', value: '1' } as const;
