import { defaultLanguage, isLanguage } from '@skillswap/contracts/shared/i18n';
import type { DbOrTx } from '../../db/client.ts';
import { formatNotification, type NotificationMessage } from '../../lib/i18n/notification-translator.ts';
import { enqueueMessage } from '../../lib/outbox.ts';
import { findTextContact } from './member-helpers.repository.ts';

// ADR 199: a helped member without an e-mail address is told of each helper action by one
// short text message when this install sends texts and a coordinator gave their phone number; otherwise
// the action waits for their next paper statement, which lists it.

/**
 * The number in E.164 (`+` and 7 to 15 digits, no leading zero) once spaces, dots, dashes and brackets are
 * gone and an international `00` became `+`; null for anything else, such as a national `07700 900123`,
 * which cannot be texted without guessing its country.
 */
export function toE164(raw: string | null): string | null {
  if (!raw) return null;
  const compact = raw.replace(/[\s().-]/g, '').replace(/^00/, '+');
  return /^\+[1-9]\d{6,14}$/.test(compact) ? compact : null;
}

/**
 * Queues the text for a helper's action in the caller's transaction (the one that records the action), so it
 * is sent exactly once if the action is recorded, and retried by the outbox as every text is. Nothing for a
 * member with a deliverable address (they get the mail), on an install without texts, or without a
 * plausible number.
 */
export async function textHelpedMember(
  tx: DbOrTx,
  context: { publicUrl: string; isSmsConfigured: boolean },
  input: { memberId: string; helperName: string; phrase: NotificationMessage; link: string },
): Promise<void> {
  if (!context.isSmsConfigured) return;
  const contact = await findTextContact(tx, input.memberId);
  if (!contact || !contact.email.toLowerCase().endsWith('.invalid')) return;
  const phone = toE164(contact.contact_phone);
  if (!phone) return;
  const language = isLanguage(contact.language) ? contact.language : defaultLanguage;
  const sentence = formatNotification(
    { key: 'memberHelpers.skillswapDidThisFor', values: { helper: input.helperName, action: input.phrase } },
    language,
  );
  await enqueueMessage(tx, {
    channel: 'sms',
    to: phone,
    text: `${sentence} ${new URL(input.link, context.publicUrl).toString()}`,
  });
}
