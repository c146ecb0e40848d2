import { SMS, SMSFailure } from '@vonage/sms';
import type { Config } from '../../config.ts';
import type { ClaimedMessage } from './outbox-queue.repository.ts';
import { ServerUnreachableError, type MessageTransport } from './transports.ts';

/** What sending texts through Vonage needs (ADR 81). */
export interface SmsSettings {
  apiKey: string;
  apiSecret: string;
  /** The sender the member sees. */
  from: string;
  /** Vonage's REST host, or the tests' fake. */
  restUrl: string;
}

/**
 * The SMS settings when text messages are set up on this site, else null (config.ts refuses half a setup).
 */
export function findSmsSettings(config: Config): SmsSettings | null {
  const { VONAGE_API_KEY, VONAGE_API_SECRET, SMS_FROM } = config;
  if (!VONAGE_API_KEY || !VONAGE_API_SECRET || !SMS_FROM) return null;
  return {
    apiKey: VONAGE_API_KEY,
    apiSecret: VONAGE_API_SECRET,
    from: SMS_FROM,
    restUrl: config.VONAGE_REST_URL.replace(/\/$/, ''),
  };
}

/** Whether members can receive codes by text message here. */
export const isSmsConfigured = (config: Config) => findSmsSettings(config) !== null;

/** The reference Vonage keeps with a text, so its records show which outbox row each text came from. */
export const smsReferenceFor = (message: Pick<ClaimedMessage, 'id' | 'createdAt'>) =>
  `outbox-${message.id}-${message.createdAt.getTime().toString(36)}`;

/**
 * Texts through Vonage's official SDK. An answer the provider gives about the text (a refused number, a
 * throttle) is an ordinary failure, retried with back-off; no answer at all, or a 5xx, means the provider is
 * down, and the text waits for it the way e-mail waits for an unreachable SMTP server.
 */
export function createVonageSmsTransport(settings: SmsSettings): MessageTransport {
  const sms = new SMS(
    { apiKey: settings.apiKey, apiSecret: settings.apiSecret },
    { restHost: settings.restUrl, timeout: 15_000 },
  );
  return {
    async send(message) {
      try {
        const answer = await sms.send({
          to: message.recipient.replace(/^\+/, ''),
          from: settings.from,
          text: message.bodyText,
          clientRef: smsReferenceFor(message),
        });
        const sentIds = answer.messages.map((part) => ('messageId' in part ? part.messageId : '')).join(',');
        return `sent by Vonage as ${sentIds}`;
      } catch (error) {
        throw describeFailure(error);
      }
    },
    isReachable: async () => {
      try {
        await fetch(settings.restUrl, { method: 'HEAD', signal: AbortSignal.timeout(10_000) });
        return true;
      } catch {
        return false;
      }
    },
    close: () => undefined,
  };
}

function describeFailure(error: unknown): Error {
  // The SDK throws its "partial" failure for a one-part text too (it compares a string count with a number).
  if (error instanceof SMSFailure) {
    const reasons = error
      .getFailedMessages()
      .map((part) => `status ${part.status}: ${'errorText' in part ? String(part.errorText) : ''}`);
    return new Error(`Vonage refused the text (${reasons.join('; ')})`);
  }
  const status = (error as { response?: { status?: unknown } } | null)?.response?.status;
  if (typeof status === 'number' && status >= 500) {
    return new ServerUnreachableError(`Vonage answered ${status}`);
  }
  if (typeof status === 'number') return new Error(`Vonage answered ${status}`);
  const reason = error instanceof Error ? error.message : String(error);
  return new ServerUnreachableError(`Vonage could not be reached: ${reason}`);
}
