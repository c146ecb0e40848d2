import { useDocumentTitle } from '@/components/layout/use-document-title.ts';
import { paths, swapDetailPath } from '@/config/paths.ts';
import { DirectConversationList } from '@/features/direct-messages/components/direct-conversation-list.tsx';
import { ConversationList } from '@/features/messages/components/conversation-list.tsx';
import { useTimeZone } from '@/features/sessions/api/time-zone.ts';
import { useTranslation } from '@/i18n/i18n-context.ts';

/** /messages (members only): every swap conversation in one inbox, the latest first (issue 21, item 11). */
export function MessagesPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('swaps.inbox.title'));
  const timeZone = useTimeZone().data?.timeZone;
  return (
    <section className="mx-auto grid max-w-3xl gap-6 px-4 py-10">
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight">{t('swaps.inbox.title')}</h1>
        <p className="text-muted-foreground">{t('swaps.inbox.description')}</p>
      </header>
      <DirectConversationList timeZone={timeZone} />
      <ConversationList threadPath={swapDetailPath} mySwapsPath={paths.mySwaps} timeZone={timeZone} />
    </section>
  );
}
