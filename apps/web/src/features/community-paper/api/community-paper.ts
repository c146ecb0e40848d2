import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { communityPaperRoutes } from '@skillswap/contracts/community-paper/routes';
import { fillPath } from '@skillswap/contracts/shared/route';
import { callApi } from '@/lib/api-client.ts';
import { downloadWithSession } from '@/lib/download-file.ts';
import { communityPaperKeys } from './keys.ts';

/**
 * Paper (ADR 177): who reads paper in a community, and the PDFs printed for them. The keys
 * sit under the community's own, so a change reads the community's data again.
 */

export function usePaperMembers(slug: string) {
  return useQuery({
    queryKey: communityPaperKeys.paper(slug),
    queryFn: ({ signal }) => callApi(communityPaperRoutes.listPaperMembers, { params: { slug }, signal }),
    retry: false,
  });
}

/** Marks a member as reading paper, or unmarks them. */
export function useSetPaperReader(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ memberId, readsPaper }: { memberId: string; readsPaper: boolean }) =>
      callApi(readsPaper ? communityPaperRoutes.markPaperReader : communityPaperRoutes.unmarkPaperReader, {
        params: { slug, memberId },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: communityPaperKeys.paper(slug) }),
  });
}

/** The month's statements of every member who reads paper, as one PDF. */
export function downloadPaperBatch(slug: string, month: string, failure: string) {
  const path = fillPath(communityPaperRoutes.getPaperBatch.path, { slug });
  return downloadWithSession(
    `${path}?${new URLSearchParams({ month }).toString()}`,
    `${slug}-statements-${month}.pdf`,
    failure,
  );
}

export function downloadPaperDirectory(slug: string, failure: string) {
  return downloadWithSession(
    fillPath(communityPaperRoutes.getPaperDirectory.path, { slug }),
    `${slug}-directory.pdf`,
    failure,
  );
}

/** The signed-in member's own statement of a month. */
export function downloadMyStatement(month: string, failure: string) {
  return downloadWithSession(
    `${communityPaperRoutes.getMyStatementPdf.path}?${new URLSearchParams({ month }).toString()}`,
    `skillswap-statement-${month}.pdf`,
    failure,
  );
}
