import { useQuery } from '@tanstack/react-query';
import { insightRoutes } from '@skillswap/contracts/insights/routes';
import { callApi } from '@/lib/api-client.ts';
import { downloadWithSession } from '@/lib/download-file.ts';
import { insightsKeys } from './keys.ts';

/** The signed-in member's analytics dashboard (Premium and up; 403 `plan_required` below). */
export function useInsights(enabled: boolean) {
  return useQuery({
    queryKey: insightsKeys.mine,
    queryFn: ({ signal }) => callApi(insightRoutes.getInsights, { signal }),
    enabled,
    retry: false,
  });
}

/** The same figures as a CSV file, one row a month. */
export function downloadInsightsCsv(month: string) {
  return downloadWithSession(
    insightRoutes.downloadInsights.path,
    `skillswap-insights-${month}.csv`,
    'The CSV file could not be downloaded. Try again.',
  );
}
