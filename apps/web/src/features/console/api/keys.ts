import type { AdminReportsQuery } from '@skillswap/contracts/admin-reports/schemas';
import type { ContactStatus } from '@skillswap/contracts/contact/schemas';
import { sharedKeys } from '@/lib/query-keys.ts';
import type { AuditFilters } from './audit.ts';

/** All under `['admin']`, which console actions invalidate whole (the install's impact report too). */
export const consoleKeys = {
  all: sharedKeys.admin,
  overview: ['admin', 'overview'] as const,
  team: ['admin', 'team'] as const,
  organisations: ['admin', 'organisations'] as const,
  disputes: ['admin', 'disputes'] as const,
  dispute: (swapId: string | null) => ['admin', 'disputes', swapId] as const,
  memberSearch: (q: string) => ['admin', 'members', 'search', q] as const,
  member: (memberId: string) => ['admin', 'members', 'detail', memberId] as const,
  audit: (filters: AuditFilters) => ['admin', 'audit', filters] as const,
  contact: (status: ContactStatus) => ['admin', 'contact', status] as const,
  reports: ['admin', 'reports'] as const,
  reportQueue: (filter: AdminReportsQuery) => ['admin', 'reports', filter] as const,
  identityVerifications: ['admin', 'identity-verifications'] as const,
  eliteWorkshops: ['admin', 'elite-workshops'] as const,
  workshopDisputes: ['admin', 'workshop-disputes'] as const,
};
