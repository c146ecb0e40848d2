import { useMutation } from '@tanstack/react-query';
import type { ContactMessageInput } from '@skillswap/contracts/contact/schemas';
import { contactRoutes } from '@skillswap/contracts/contact/routes';
import { callApi } from '@/lib/api-client.ts';

/** Sends the message; the bearer token goes along when signed in, so support knows who wrote. */
export function sendContactMessage(input: ContactMessageInput) {
  return callApi(contactRoutes.sendContactMessage, { body: input });
}

export function useSendContactMessage() {
  // 'always': when offline the send fails at once with the error toast, instead of React Query pausing it
  // silently with the button stuck on "Sending...".
  return useMutation({ mutationFn: sendContactMessage, networkMode: 'always' });
}
