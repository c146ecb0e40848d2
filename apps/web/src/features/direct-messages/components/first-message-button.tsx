import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
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
import { Label } from '@/components/ui/label.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { directThreadPath } from '@/config/paths.ts';
import { useTranslation } from '@/i18n/i18n-context.ts';
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

/** "Send a message" on a profile, for an Elite viewer: a first message without a swap request. */
export function FirstMessageButton({ memberId, memberName }: { memberId: string; memberName: string }) {
  const { t } = useTranslation();
  const id = useId();
  const navigate = useNavigate();
  const [isOpen, setIsOpen] = useState(false);
  const [body, setBody] = useState('');
  const open = useOpenDirectConversation();
  const send = () =>
    open.mutate(
      { recipientId: memberId, body },
      { onSuccess: (thread) => void navigate(directThreadPath(thread.conversation.id)) },
    );
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
          <form
            className="grid gap-3"
            onSubmit={(event) => {
              event.preventDefault();
              send();
            }}
          >
            <Label htmlFor={id}>{t('elite.firstMessage.label')}</Label>
            <Textarea id={id} value={body} maxLength={2000} onChange={(e) => setBody(e.target.value)} />
            {open.isError && <FormMessage>{t(refusalKey(open.error))}</FormMessage>}
            <DialogFooter>
              <Button type="submit" disabled={open.isPending || body.trim() === ''}>
                {open.isPending ? t('elite.firstMessage.sending') : t('elite.firstMessage.send')}
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </>
  );
}
