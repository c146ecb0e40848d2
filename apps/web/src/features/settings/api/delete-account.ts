import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

/** Soft-deletes the member's account: hidden everywhere at once, data purged after 30 days. */
export function deleteAccount() {
  return apiRequest<void>('/api/me', { method: 'DELETE' });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
