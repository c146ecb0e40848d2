import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateWorkshopInput } from '@skillswap/contracts/workshops/schemas';
import { workshopRoutes } from '@skillswap/contracts/workshops/routes';
import { callApi } from '@/lib/api-client.ts';
import { workshopsKeys } from './keys.ts';

export const useHostingStatus = () =>
  useQuery({
    queryKey: workshopsKeys.hosting,
    queryFn: ({ signal }) => callApi(workshopRoutes.getHostingStatus, { signal }),
  });

export function useCreateWorkshop() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateWorkshopInput) => callApi(workshopRoutes.createWorkshop, { body: input }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: workshopsKeys.lists }),
  });
}
