import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ContactStatus } from '@skillswap/contracts/contact/schemas';
import { adminContactRoutes } from '@skillswap/contracts/admin-contact/routes';
import { callApi } from '@/lib/api-client.ts';
import { consoleKeys } from './keys.ts';

export function useContactInbox(status: ContactStatus) {
  return useQuery({
    queryKey: consoleKeys.contact(status),
    queryFn: ({ signal }) => callApi(adminContactRoutes.listContactMessages, { query: { status }, signal }),
  });
}

function useRefreshInbox() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: consoleKeys.all });
}

export function useReplyToContactMessage(id: number) {
  const refresh = useRefreshInbox();
  return useMutation({
    mutationFn: (reply: string) =>
      callApi(adminContactRoutes.replyToContactMessage, { params: { id: String(id) }, body: { reply } }),
    onSuccess: refresh,
  });
}

export function useSetContactStatus(id: number) {
  const refresh = useRefreshInbox();
  return useMutation({
    mutationFn: (status: ContactStatus) =>
      callApi(adminContactRoutes.setContactMessageStatus, { params: { id: String(id) }, body: { status } }),
    onSuccess: refresh,
  });
}
