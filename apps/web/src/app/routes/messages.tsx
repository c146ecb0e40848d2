import { useDocumentTitle } from '@/components/layout/use-document-title.ts';
import { paths, swapDetailPath } from '@/config/paths.ts';
import { DirectConversationList } from '@/features/direct-messages/components/direct-conversation-list.tsx';
import { ConversationList } from '@/features/messages/components/conversation-list.tsx';
import { useTimeZone } from '@/features/sessions/api/time-zone.ts';

/** /messages (members only): every swap conversation in one inbox, the latest first (issue 21, item 11). */
export function MessagesPage() {
  useDocumentTitle('Messages');
  const timeZone = useTimeZone().data?.timeZone;
  return (
    <section className="mx-auto grid max-w-3xl gap-6 px-4 py-10">
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight">Messages</h1>
        <p className="text-muted-foreground">Your conversations with swap partners, the latest first.</p>
      </header>
      <DirectConversationList timeZone={timeZone} />
      <ConversationList threadPath={swapDetailPath} mySwapsPath={paths.mySwaps} timeZone={timeZone} />
    </section>
  );
}
