import type { InboxMessage } from '@skillswap/contracts/admin-contact/schemas';
import { Badge } from '@/components/ui/badge.tsx';
import { useTranslation } from '@/i18n/i18n-context.ts';

/**
 * In the contact inbox (ADR 142): the organisation a message came from, marked "your account" for the staff
 * member who manages it (those messages are listed first for them).
 */
export function AccountManagerMark({ message }: { message: InboxMessage }) {
  const { t } = useTranslation();
  if (!message.organisation) return null;
  return (
    <Badge variant={message.isForAccountManager ? 'default' : 'secondary'} className="me-2 align-middle">
      {message.isForAccountManager
        ? t('organisations.consoleOrganisationsYourAccount', { name: message.organisation.name })
        : t('organisations.consoleOrganisationsFrom', { name: message.organisation.name })}
    </Badge>
  );
}
