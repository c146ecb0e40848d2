/** A piece of a message: plain text, or an http(s) address to show as a link. */
export type MessagePart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

// An address starts at http:// or https:// and runs to the next space; no other scheme is ever linked.
const addressPattern = /\bhttps?:\/\/[^\s<>"]+/gi;
// Punctuation that ends a sentence more often than it ends an address.
const trailingPunctuation = /[.,;:!?'")\]]+$/;

/** Splits a message into text and links, so only http(s) addresses become clickable. */
export function splitMessageLinks(body: string): MessagePart[] {
  const parts: MessagePart[] = [];
  let cursor = 0;
  for (const match of body.matchAll(addressPattern)) {
    const start = match.index;
    const candidate = match[0];
    const address = candidate.replace(trailingPunctuation, '');
    const href = toSafeHref(address);
    if (!href) continue;
    if (start > cursor) parts.push({ kind: 'text', text: body.slice(cursor, start) });
    parts.push({ kind: 'link', text: address, href });
    cursor = start + address.length;
  }
  if (cursor < body.length) parts.push({ kind: 'text', text: body.slice(cursor) });
  return parts;
}

function toSafeHref(address: string): string | null {
  try {
    const url = new URL(address);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (!url.hostname) return null;
    return url.href;
  } catch {
    return null;
  }
}
