import { defaultLanguage } from '@skillswap/contracts/shared/i18n';
import type { Db } from '../../db/client.ts';
import { mailTranslator } from '../../lib/i18n/mail-translator.ts';
import { claimDueChatNotifications, type PendingChatNotification } from './message-mail.repository.ts';
import { findEmailPreferences, findMemberContact } from './notifications.repository.ts';
import { queueNotificationMail } from './notifications.service.ts';

/** Conversations mailed per run; a run that reaches it runs again at once. */
const conversationsPerRun = 50;

/**
 * The grouped chat mail (ADR 168): one mail per conversation for the messages its member
 * has left unread past the delay. Reading the thread marks them read, so a member who has it open is never
 * mailed. Each run claims and queues in one transaction, so a message is mailed at most once. Answers
 * whether more wait.
 */
export async function sendGroupedMessageMails(context: {
  db: Db;
  now: Date;
  publicUrl: string;
  delayMinutes: number;
}): Promise<boolean> {
  const cutoff = new Date(context.now.getTime() - context.delayMinutes * 60_000);
  return context.db.transaction(async (tx) => {
    const claimed = await claimDueChatNotifications(tx, { cutoff, limit: conversationsPerRun });
    const conversations = new Map<string, PendingChatNotification[]>();
    for (const note of claimed) {
      const key = `${note.memberId}:${note.swapId}`;
      conversations.set(key, [...(conversations.get(key) ?? []), note]);
    }
    for (const notes of conversations.values()) {
      const first = notes[0]!;
      const [contact, preferences] = await Promise.all([
        findMemberContact(tx, first.memberId),
        findEmailPreferences(tx, first.memberId),
      ]);
      // Switched off since the messages came in, or the account is gone: nothing to send.
      if (!contact || contact.isDeleted || preferences.emailDisabled.includes('message_received')) continue;
      const language = contact.language ?? defaultLanguage;
      const t = mailTranslator(language);
      await queueNotificationMail(tx, {
        to: { email: contact.email, fullName: contact.fullName, language },
        type: 'message_received',
        subject:
          notes.length === 1
            ? first.title
            : `${first.title} (${t('messageMail.count', { count: notes.length })})`,
        paragraphs: notes.map((note) => note.body),
        link: first.link,
        publicUrl: context.publicUrl,
      });
    }
    return conversations.size >= conversationsPerRun;
  });
}
