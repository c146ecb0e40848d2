import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateEliteWorkshopInput, DecideWorkshopDisputeInput } from '@skillswap/contracts/workshops';
import { workshopRoutes } from '@skillswap/contracts/routes/workshops';
import { callApi } from '@/lib/api-client.ts';

const eliteKey = ['admin', 'elite-workshops'] as const;
const disputesKey = ['admin', 'workshop-disputes'] as const;

export const useEliteWorkshops = () =>
  useQuery({
    queryKey: eliteKey,
    queryFn: ({ signal }) => callApi(workshopRoutes.listEliteWorkshops, { signal }),
  });

export function useCreateEliteWorkshop() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateEliteWorkshopInput) =>
      callApi(workshopRoutes.createEliteWorkshop, { body: input }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: eliteKey }),
  });
}

export const useWorkshopDisputes = () =>
  useQuery({
    queryKey: disputesKey,
    queryFn: ({ signal }) => callApi(workshopRoutes.listWorkshopDisputes, { signal }),
  });

/** Decides one disputed seat; the queue loses it. */
export function useDecideWorkshopDispute(bookingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: DecideWorkshopDisputeInput) =>
      callApi(workshopRoutes.decideWorkshopDispute, { params: { bookingId }, body: decision }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: disputesKey }),
  });
}
