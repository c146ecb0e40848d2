/** The token of a mailed link: it travels after `#`, so it never reaches a server log. */
export function readLinkToken(hash: string): string | null {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token');
}
