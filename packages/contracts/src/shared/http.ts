// Plain constants of the HTTP protocol between web and API. This module imports nothing (no zod),
// so the web app's first-load bundle can use it without pulling in the schema library.

/** Header the cookie endpoints require, so a cross-site form cannot reach them. */
export const csrfHeader = { name: 'x-skillswap-csrf', value: '1' } as const;

/**
 * A readable companion of the HttpOnly refresh cookie, holding no secret: it only says "this browser has a
 * session to restore", so a first visit does not spend a request (and log a failure) on a refresh that
 * cannot succeed. The server sets and clears it together with the refresh cookie.
 */
export const sessionHintCookie = { name: 'skillswap_session', value: '1' } as const;

/**
 * The header a helper's requests carry to act for the member who appointed them (ADR 179):
 * its value is that member's id. Only the actions the member consented to are taken; everything
 * else answers 403.
 */
export const actingForHeader = 'x-skillswap-acting-for';
