import { describe, expect, it } from 'vitest';
import type { PartnerDirectoryPage } from '@skillswap/contracts/federation/schemas';
import { viewOfPages } from './partner-directory-view.ts';

const member = (id: string, node: string) => ({
  id,
  node,
  name: `Member ${id}`,
  skillsOffered: ['Weaving'],
  skillsWanted: [],
  city: null,
  rating: 0,
});
const page = (overrides: Partial<PartnerDirectoryPage>): PartnerDirectoryPage => ({
  isLinked: true,
  items: [],
  unavailable: [],
  hasMore: false,
  ...overrides,
});

describe('the partner directory’s pages as one list', () => {
  it('says when the install has no partner at all', () => {
    expect(viewOfPages([page({ isLinked: false })])).toEqual({ isLinked: false, items: [], unavailable: [] });
    expect(viewOfPages([])).toEqual({ isLinked: false, items: [], unavailable: [] });
  });

  it('lists a member once even when they moved to the next page, and keeps same ids of different nodes', () => {
    const id = '00000000-0000-4000-8000-000000000001';
    const view = viewOfPages([
      page({ items: [member(id, 'hub'), member(id, 'hilltop')], hasMore: true }),
      page({ items: [member(id, 'hub')] }),
    ]);
    expect(view.items.map((item) => `${item.node}/${item.id}`)).toEqual([`hub/${id}`, `hilltop/${id}`]);
  });

  it('names the exchanges the latest page could not reach', () => {
    const view = viewOfPages([page({ unavailable: ['hilltop'] }), page({ unavailable: ['riverside'] })]);
    expect(view.unavailable).toEqual(['riverside']);
  });
});
