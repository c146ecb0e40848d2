import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CoachAnswer } from '@skillswap/contracts/coach';
import { coachRoutes } from '@skillswap/contracts/routes/coach';
import { callApi } from '@/lib/api-client.ts';

const coachKey = ['me', 'coach'] as const;

/** The Coach's plans, progress and note; only asked for when the member's plan has it. */
export function useCoach(isAllowed: boolean) {
  return useQuery({
    queryKey: coachKey,
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
      queryClient.setQueryData<CoachAnswer>(coachKey, (answer) =>
        answer ? { ...answer, progress } : answer,
      ),
  });
}
