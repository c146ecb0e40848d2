import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { sendMessageSchema } from '@skillswap/contracts/swap-lifecycle/schemas';
import { FormField } from '@/components/forms/form-field.tsx';
import { setServerFieldErrors } from '@/components/forms/server-field-errors.ts';
import { Button } from '@/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog.tsx';
import { FormMessage } from '@/components/ui/form-message.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { directThreadPath } from '@/config/paths.ts';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { useValidationMessage } from '@/i18n/validation.ts';
import { ApiError } from '@/lib/api-client.ts';
import { useOpenDirectConversation } from '../api/direct-messages.ts';

/** Why a first message was refused, in the member's language, by the server's code. */
function refusalKey(error: unknown): string {
  if (!(error instanceof ApiError)) return 'elite.firstMessage.failed';
  switch (error.code) {
    case 'direct_messages_off':
      return 'elite.firstMessage.off';
    case 'direct_message_daily_limit':
      return 'elite.firstMessage.dailyLimit';
    case 'member_blocked':
      return 'elite.firstMessage.blocked';
    case 'plan_required':
      return 'elite.firstMessage.planRequired';
    default:
      return 'elite.firstMessage.failed';
  }
}

type FirstMessageValues = z.input<typeof sendMessageSchema>;
type FirstMessageInput = z.output<typeof sendMessageSchema>;

/** "Send a message" on a profile, for an Elite viewer: a first message without a swap request. */
export function FirstMessageButton({ memberId, memberName }: { memberId: string; memberName: string }) {
  const { t } = useTranslation();
  const validation = useValidationMessage();
  const navigate = useNavigate();
  const [isOpen, setIsOpen] = useState(false);
  const open = useOpenDirectConversation();
  const { register, handleSubmit, setError, formState } = useForm<
    FirstMessageValues,
    unknown,
    FirstMessageInput
  >({ resolver: zodResolver(sendMessageSchema), defaultValues: { body: '' } });
  const send = handleSubmit(async ({ body }) => {
    try {
      const thread = await open.mutateAsync({ recipientId: memberId, body });
      void navigate(directThreadPath(thread.conversation.id));
    } catch (failure) {
      if (setServerFieldErrors(setError, failure, ['body'], validation)) return;
      setError('root', { message: t(refusalKey(failure)) });
    }
  });
  return (
    <>
      <Button variant="outline" onClick={() => setIsOpen(true)}>
        {t('elite.firstMessage.button')}
      </Button>
      <Dialog open={isOpen} onOpenChange={setIsOpen}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{t('elite.firstMessage.title', { name: memberName })}</DialogTitle>
            <DialogDescription>{t('elite.firstMessage.description')}</DialogDescription>
          </DialogHeader>
          <form className="grid gap-3" noValidate onSubmit={(event) => void send(event)}>
            <FormField
              label={t('elite.firstMessage.label')}
              error={validation(formState.errors.body?.message)}
            >
              {(control) => <Textarea maxLength={2000} {...control} {...register('body')} />}
            </FormField>
            <FormMessage>{formState.errors.root?.message}</FormMessage>
            <DialogFooter>
              <Button type="submit" disabled={formState.isSubmitting}>
                {formState.isSubmitting ? t('elite.firstMessage.sending') : t('elite.firstMessage.send')}
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </>
  );
}
