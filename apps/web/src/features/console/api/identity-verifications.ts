import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { verificationRoutes } from '@skillswap/contracts/verification/routes';
import { callApi } from '@/lib/api-client.ts';
import { consoleKeys } from './keys.ts';

/** The console's queue of open requests. */
export function useVerificationQueue() {
  return useQuery({
    queryKey: consoleKeys.identityVerifications,
    queryFn: ({ signal }) => callApi(verificationRoutes.listVerificationQueue, { signal }),
  });
}

export function useDecideVerification(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ decision, note }: { decision: 'approve' | 'decline'; note: string }) =>
      callApi(
        decision === 'approve'
          ? verificationRoutes.approveVerification
          : verificationRoutes.declineVerification,
        { params: { id }, body: { note } },
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: consoleKeys.identityVerifications }),
  });
}
