import type { PartnerDirectoryPage } from '@skillswap/contracts/federation/schemas';

export type PartnerDirectoryItem = PartnerDirectoryPage['items'][number];

export interface PartnerDirectoryView {
  isLinked: boolean;
  items: PartnerDirectoryItem[];
  /** Exchanges that did not answer the latest page, named so the member knows the list may be short. */
  unavailable: string[];
}

/**
 * The pages loaded so far as one list. A member is known by their node and their id there, so one who moved
 * up a page between two requests is listed once. Unavailability is the latest page's: a node that answered
 * since is no longer named.
 */
export function viewOfPages(pages: readonly PartnerDirectoryPage[]): PartnerDirectoryView {
  const seen = new Set<string>();
  const items: PartnerDirectoryItem[] = [];
  for (const item of pages.flatMap((page) => page.items)) {
    const key = `${item.node}/${item.id}`;
    if (seen.has(key)) continue;
    seen.add(key);
    items.push(item);
  }
  const latest = pages.at(-1);
  return {
    isLinked: pages.some((page) => page.isLinked),
    items,
    unavailable: latest?.unavailable ?? [],
  };
}
