import type { DbOrTx } from '../../../db/client.ts';
import { enqueueMessage } from '../../../lib/outbox.ts';
import { smsCodeMessage } from '../shared/auth-mail.ts';

/** Sends verification codes by SMS. A real provider (Twilio, MessageBird…) is configuration, not code here. */
export interface SmsProvider {
  sendCode(db: DbOrTx, input: { phone: string; code: string }): Promise<void>;
}

/** The built-in provider queues the text in the outbox (channel 'sms') in the caller's transaction. */
export const outboxSmsProvider: SmsProvider = {
  async sendCode(db, { phone, code }) {
    await enqueueMessage(db, smsCodeMessage(phone, code));
  },
};
