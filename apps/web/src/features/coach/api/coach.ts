import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CoachAnswer } from '@skillswap/contracts/coach/schemas';
import { coachRoutes } from '@skillswap/contracts/coach/routes';
import { callApi } from '@/lib/api-client.ts';
import { coachKeys } from './keys.ts';

/** The Coach's plans, progress and note; only asked for when the member's plan has it. */
export function useCoach(isAllowed: boolean) {
  return useQuery({
    queryKey: coachKeys.mine,
    queryFn: ({ signal }) => callApi(coachRoutes.getCoach, { signal }),
    enabled: isAllowed,
    retry: false,
  });
}

export function useSetCoachGoal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (weeklyHours: number) => callApi(coachRoutes.setCoachGoal, { body: { weeklyHours } }),
    onSuccess: (progress) =>
      queryClient.setQueryData<CoachAnswer>(coachKeys.mine, (answer) =>
        answer ? { ...answer, progress } : answer,
      ),
  });
}
