import type { Language } from '@skillswap/contracts/shared/i18n';
import type { Config } from '../../../config.ts';
import { mailTranslator } from '../../../lib/i18n/mail-translator.ts';
import type { OutgoingMessage } from '../../../lib/outbox.ts';

// Security mail says what happened and what to do; it never carries a password, token or code it does not
// need. Each goes out in the recipient's language (ADR 103); English when they chose none.

const withSignature = (t: ReturnType<typeof mailTranslator>, paragraphs: string[]) =>
  [...paragraphs, t('layout.team')].join('\n\n');

export function welcomeMail(
  config: Config,
  to: string,
  fullName: string,
  language?: Language | null,
): OutgoingMessage {
  const t = mailTranslator(language ?? undefined);
  return {
    to,
    subject: t('welcome.subject'),
    text: withSignature(t, [
      t('verify.greeting', { name: fullName }),
      t('welcome.body', { url: `${config.PUBLIC_URL}/welcome` }),
    ]),
  };
}

export function existingAccountMail(config: Config, to: string, language?: Language | null): OutgoingMessage {
  const t = mailTranslator(language ?? undefined);
  return {
    to,
    subject: t('existing.subject'),
    text: withSignature(t, [
      t('existing.body'),
      t('existing.action', { url: `${config.PUBLIC_URL}/auth` }),
      t('existing.reset', { url: `${config.PUBLIC_URL}/forgot-password` }),
      t('existing.ignore'),
    ]),
  };
}

export function newDeviceMail(
  config: Config,
  to: string,
  details: { userAgent: string; ip: string },
  language?: Language | null,
): OutgoingMessage {
  const t = mailTranslator(language ?? undefined);
  return {
    to,
    subject: t('device.subject'),
    text: withSignature(t, [
      t('device.body'),
      t('device.details', { device: details.userAgent, ip: details.ip }),
      t('device.action', { url: `${config.PUBLIC_URL}/settings` }),
    ]),
  };
}

export function factorChangedMail(
  config: Config,
  to: string,
  change: { action: 'added' | 'removed'; factorType: string; friendlyName: string },
  language?: Language | null,
): OutgoingMessage {
  const t = mailTranslator(language ?? undefined);
  const what = { action: change.action, type: change.factorType.toUpperCase(), name: change.friendlyName };
  return {
    to,
    subject: t('factor.subject', what),
    text: withSignature(t, [
      t('factor.body', what),
      t('factor.action', { url: `${config.PUBLIC_URL}/settings` }),
    ]),
  };
}

export function smsCodeMessage(to: string, code: string): OutgoingMessage {
  return {
    channel: 'sms',
    to,
    text: `Your SkillSwap verification code is ${code}. It expires in 5 minutes.`,
  };
}
