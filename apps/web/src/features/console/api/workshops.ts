import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateEliteWorkshopInput,
  DecideWorkshopDisputeInput,
} from '@skillswap/contracts/workshops/schemas';
import { workshopRoutes } from '@skillswap/contracts/workshops/routes';
import { callApi } from '@/lib/api-client.ts';
import { consoleKeys } from './keys.ts';

export const useEliteWorkshops = () =>
  useQuery({
    queryKey: consoleKeys.eliteWorkshops,
    queryFn: ({ signal }) => callApi(workshopRoutes.listEliteWorkshops, { signal }),
  });

export function useCreateEliteWorkshop() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateEliteWorkshopInput) =>
      callApi(workshopRoutes.createEliteWorkshop, { body: input }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: consoleKeys.eliteWorkshops }),
  });
}

export const useWorkshopDisputes = () =>
  useQuery({
    queryKey: consoleKeys.workshopDisputes,
    queryFn: ({ signal }) => callApi(workshopRoutes.listWorkshopDisputes, { signal }),
  });

/** Decides one disputed seat; the queue loses it. */
export function useDecideWorkshopDispute(bookingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: DecideWorkshopDisputeInput) =>
      callApi(workshopRoutes.decideWorkshopDispute, { params: { bookingId }, body: decision }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: consoleKeys.workshopDisputes }),
  });
}
