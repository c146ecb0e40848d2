import { defaultLanguage, isLanguage } from '@skillswap/contracts/shared/i18n';
import type { DbOrTx } from '../../db/client.ts';
import { mailTranslator } from '../../lib/i18n/mail-translator.ts';
import { formatNotification } from '../../lib/i18n/notification-translator.ts';
import { composeMail } from '../../lib/mail/mail-layout.ts';
import { enqueueMessages } from '../../lib/outbox.ts';
import { notifyMany, type NotificationMessage } from '../notifications/index.ts';
import type { FederationContext } from './federation.service.ts';
import { listAdmins } from './federation-reconciliation.repository.ts';

const consolePath = '/admin/federation';

/**
 * Tells every admin of the install, in the app and by mail in their language, of something wrong with a link
 * (ADRs 188, 197), pointing to the console's Federation page. Always mailed: an operator's alarm, not a
 * notice a member may switch off. Answers how many admins were told, for the audit entry the caller writes.
 */
export async function tellAdmins(
  tx: DbOrTx,
  context: FederationContext,
  alert: { title: NotificationMessage; body: NotificationMessage },
): Promise<number> {
  const admins = await listAdmins(tx);
  const publicUrl = context.config.PUBLIC_URL;
  await notifyMany(
    tx,
    { publicUrl, now: context.now },
    admins.map((admin) => ({
      memberId: admin.id,
      type: 'federation_reconciliation' as const,
      title: alert.title,
      body: alert.body,
      link: consolePath,
    })),
  );
  await enqueueMessages(
    tx,
    admins.map((admin) => {
      const language = isLanguage(admin.language) ? admin.language : defaultLanguage;
      const t = mailTranslator(language);
      return composeMail({
        to: admin.email,
        subject: formatNotification(alert.title, language),
        paragraphs: [
          t('notification.greeting', { name: admin.fullName }),
          formatNotification(alert.body, language),
        ],
        link: { label: t('federation.reconciliation.open'), url: new URL(consolePath, publicUrl).toString() },
        language,
      });
    }),
  );
  return admins.length;
}
