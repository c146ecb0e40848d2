import { errorCodes } from '@skillswap/contracts/shared/errors';
import type { Config } from '../../../config.ts';
import type { DbOrTx } from '../../../db/client.ts';
import { AppError } from '../../../lib/errors.ts';
import { isSmsConfigured } from '../../../lib/mail/sms-transport.ts';
import { enqueueMessage } from '../../../lib/outbox.ts';
import { smsCodeMessage } from '../shared/auth-mail.ts';

/** Sends verification codes by SMS. */
export interface SmsProvider {
  sendCode(db: DbOrTx, input: { phone: string; code: string }): Promise<void>;
}

/**
 * Queues the text in the outbox (channel 'sms') in the caller's transaction; the outbox worker sends it
 * through the configured provider (ADR 81).
 */
export const outboxSmsProvider: SmsProvider = {
  async sendCode(db, { phone, code }) {
    await enqueueMessage(db, smsCodeMessage(phone, code));
  },
};

/** Refuses phone factors on a site that cannot send texts, saying why and what to use instead (ADR 81). */
export function assertSmsConfigured(config: Config, purpose: 'enrol' | 'challenge') {
  if (isSmsConfigured(config)) return;
  throw new AppError(
    errorCodes.smsNotConfigured,
    purpose === 'enrol' ? 'auth.textMessagesAreNot' : 'auth.textMessagesAreNotSet',
  );
}
