import { Spinner } from '@/components/ui/spinner.tsx';
import { useDocumentTitle } from '@/components/layout/use-document-title.ts';
import { paths, swapDetailPath } from '@/config/paths.ts';
import { useDirectConversations } from '@/features/direct-messages/api/direct-messages.ts';
import { DirectConversationList } from '@/features/direct-messages/components/direct-conversation-list.tsx';
import { useActingFor } from '@/features/member-helpers/api/acting-for.ts';
import { ConversationList } from '@/features/messages/components/conversation-list.tsx';
import { useTimeZone } from '@/features/sessions/api/time-zone.ts';
import { useTranslation } from '@/i18n/i18n-context.ts';

/**
 * /messages (members only): every swap conversation in one inbox, the latest first. Times are in the
 * signed-in member's zone; a helper acting for a member reads them in the member's, which the direct list
 * answers with (ADR 198), since the time zone setting stays the member's own.
 */
export function MessagesPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('swaps.inbox.title'));
  const actingFor = useActingFor();
  const ownZone = useTimeZone(!actingFor).data?.timeZone;
  const direct = useDirectConversations();
  const timeZone = actingFor ? direct.data?.timeZone : ownZone;
  // Acting for a member, the swap list waits for the member's zone, so its times never show in the browser's
  // first.
  const isZonePending = Boolean(actingFor) && direct.isPending;
  return (
    <section className="mx-auto grid max-w-3xl gap-6 px-4 py-10">
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight">{t('swaps.inbox.title')}</h1>
        <p className="text-muted-foreground">{t('swaps.inbox.description')}</p>
      </header>
      <DirectConversationList timeZone={timeZone} />
      {isZonePending ? (
        <Spinner className="justify-center py-12 text-2xl text-primary" />
      ) : (
        <ConversationList threadPath={swapDetailPath} mySwapsPath={paths.mySwaps} timeZone={timeZone} />
      )}
    </section>
  );
}
