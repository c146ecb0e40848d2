import { sharedKeys } from '@/lib/query-keys.ts';
import type { ImpactScope } from './impact.ts';

/**
 * A community's keys sit under the community's own, so any action on the community (an exchange recorded)
 * reads the report again; the install's sit under the console's.
 */
const scope = (of: ImpactScope) =>
  of.kind === 'community'
    ? ([...sharedKeys.communities.one(of.slug), 'impact'] as const)
    : ([...sharedKeys.admin, 'impact'] as const);

/** This feature's query keys; those other features name too are in lib/query-keys.ts. */
export const impactKeys = {
  settings: (of: ImpactScope) => [...scope(of), 'settings'] as const,
  reports: (of: ImpactScope) => [...scope(of), 'report'] as const,
  report: (of: ImpactScope, from: string, to: string, area: string) =>
    [...scope(of), 'report', from, to, area] as const,
  /** A community's shared links: under its scope's keys, so a new link reads the list again. */
  links: (slug: string) => [...scope({ kind: 'community', slug }), 'links'] as const,
  /** A report opened with a shared link: no session, so nothing of the member's. */
  shared: (token: string) => ['impact', 'shared', token] as const,
  /** What the signed-in member tells for reports only. */
  reportingDetails: ['me', 'reporting-details'] as const,
};
