import type { SwapMessage } from '@skillswap/contracts/swap-lifecycle/schemas';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { cn } from '@/lib/cn.ts';

/**
 * Under a swap message the sender's helper wrote: "by Ben for Ana" (ADR 202), read by both swap members, in
 * the words the direct thread uses. Nothing when the sender wrote it themselves.
 */
export function MessageHelperLine({
  message,
}: {
  message: Pick<SwapMessage, 'helper' | 'sender' | 'isMine'>;
}) {
  const { t } = useTranslation();
  if (!message.helper) return null;
  return (
    <span
      className={cn('block text-xs', message.isMine ? 'text-primary-foreground' : 'text-muted-foreground')}
    >
      {t('memberHelpers.byFor', { helper: message.helper.name, member: message.sender.fullName })}
    </span>
  );
}
