import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateImpactLink,
  ImpactPeriodQuery,
  UpdateImpactSettings,
  UpdateReportingDetails,
} from '@skillswap/contracts/impact/schemas';
import { impactRoutes } from '@skillswap/contracts/impact/routes';
import { fillPath } from '@skillswap/contracts/shared/route';
import { callApi } from '@/lib/api-client.ts';
import { downloadWithSession } from '@/lib/download-file.ts';
import { impactKeys } from './keys.ts';

/**
 * Impact reports (ADR 174): a community's for its coordinators, the install's for admins. One scope
 * names which; every hook and action below takes it. A community's keys sit under the community's own
 * (`['communities', 'one', slug]`), so any action on the community (an exchange recorded) reads the report
 * again; the install's sit under the console's (`['admin']`).
 */
export type ImpactScope =
  | {
      kind: 'community';
      slug: string;
      /** One of the community's areas (ADR 176): its members only. */
      area?: string | undefined;
    }
  | { kind: 'install' };

/** The query of a period: a day left empty is left out, and the API answers with the last 12 months. */
const periodQuery = (period: ImpactPeriodQuery): ImpactPeriodQuery => ({
  ...(period.from ? { from: period.from } : {}),
  ...(period.to ? { to: period.to } : {}),
});

export function useImpactReport(scope: ImpactScope, period: ImpactPeriodQuery) {
  const query = periodQuery(period);
  const area = scope.kind === 'community' ? scope.area : undefined;
  return useQuery({
    queryKey: impactKeys.report(scope, query.from ?? '', query.to ?? '', area ?? ''),
    queryFn: ({ signal }) =>
      scope.kind === 'community'
        ? callApi(impactRoutes.getCommunityImpact, {
            params: { slug: scope.slug },
            query: { ...query, ...(area ? { area } : {}) },
            signal,
          })
        : callApi(impactRoutes.getInstallImpact, { query, signal }),
    // A refusal (not a coordinator, a period the API refuses) stays one until something changes.
    retry: false,
  });
}

export function useImpactSettings(scope: ImpactScope) {
  return useQuery({
    queryKey: impactKeys.settings(scope),
    queryFn: ({ signal }) =>
      scope.kind === 'community'
        ? callApi(impactRoutes.getCommunityImpactSettings, { params: { slug: scope.slug }, signal })
        : callApi(impactRoutes.getInstallImpactSettings, { signal }),
    retry: false,
  });
}

/** Saves how an hour is valued, then reads the settings and every report of the scope again. */
export function useUpdateImpactSettings(scope: ImpactScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: UpdateImpactSettings) =>
      scope.kind === 'community'
        ? callApi(impactRoutes.updateCommunityImpactSettings, {
            params: { slug: scope.slug },
            body: settings,
          })
        : callApi(impactRoutes.updateInstallImpactSettings, { body: settings }),
    onSuccess: (saved) => {
      queryClient.setQueryData(impactKeys.settings(scope), saved);
      return queryClient.invalidateQueries({ queryKey: impactKeys.reports(scope) });
    },
  });
}

/**
 * The report of a period as a CSV or PDF file. The API reads the member's token, which a plain link cannot
 * carry (the session cookie only travels to the sign-in endpoints), so the file is fetched with it and handed
 * to the browser as a download, as the community's members export is.
 */
export function downloadImpactFile(
  scope: ImpactScope,
  period: { from: string; to: string },
  format: 'csv' | 'pdf',
  failure: string,
) {
  const route =
    scope.kind === 'community'
      ? format === 'csv'
        ? impactRoutes.exportCommunityImpact
        : impactRoutes.exportCommunityImpactPdf
      : format === 'csv'
        ? impactRoutes.exportInstallImpact
        : impactRoutes.exportInstallImpactPdf;
  const path = fillPath(route.path, scope.kind === 'community' ? { slug: scope.slug } : {});
  const search = new URLSearchParams({ from: period.from, to: period.to });
  if (scope.kind === 'community' && scope.area) search.set('area', scope.area);
  const name = scope.kind === 'community' ? scope.slug : 'skillswap';
  return downloadWithSession(
    `${path}?${search.toString()}`,
    `${name}-impact-${period.from}-${period.to}.${format}`,
    failure,
  );
}

/** The community's shared links, newest first (coordinators). */
export function useImpactLinks(slug: string) {
  return useQuery({
    queryKey: impactKeys.links(slug),
    queryFn: ({ signal }) => callApi(impactRoutes.listImpactLinks, { params: { slug }, signal }),
    retry: false,
  });
}

/** Makes a read-only link to the report of a period; its token is in the answer, this once. */
export function useCreateImpactLink(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (link: CreateImpactLink) =>
      callApi(impactRoutes.createImpactLink, { params: { slug }, body: link }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: impactKeys.links(slug) }),
  });
}

export function useRevokeImpactLink(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (linkId: string) => callApi(impactRoutes.revokeImpactLink, { params: { slug, linkId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: impactKeys.links(slug) }),
  });
}

/**
 * A report opened with a shared link: sent without the member's token, the token in the address is the proof.
 */
export function useSharedImpactReport(token: string) {
  return useQuery({
    queryKey: impactKeys.shared(token),
    queryFn: ({ signal }) =>
      callApi(impactRoutes.getSharedImpact, { params: { token }, signal, anonymous: true }),
    // Unknown, expired or revoked stays so: no retry.
    retry: false,
  });
}

export function useReportingDetails() {
  return useQuery({
    queryKey: impactKeys.reportingDetails,
    queryFn: ({ signal }) => callApi(impactRoutes.getReportingDetails, { signal }),
  });
}

export function useUpdateReportingDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (details: UpdateReportingDetails) =>
      callApi(impactRoutes.updateReportingDetails, { body: details }),
    onSuccess: (saved) => queryClient.setQueryData(impactKeys.reportingDetails, saved),
  });
}

/** The member's certificate of hours as a PDF; an empty day is left out (the last 12 months). */
export function downloadHoursCertificate(period: { from: string; to: string }, failure: string) {
  const search = new URLSearchParams();
  if (period.from) search.set('from', period.from);
  if (period.to) search.set('to', period.to);
  const query = search.size > 0 ? `?${search.toString()}` : '';
  const days = [period.from, period.to].filter(Boolean).join('-');
  return downloadWithSession(
    `${impactRoutes.getHoursCertificate.path}${query}`,
    `skillswap-hours-certificate${days ? `-${days}` : ''}.pdf`,
    failure,
  );
}
