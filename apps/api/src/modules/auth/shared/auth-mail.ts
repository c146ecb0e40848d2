import type { Config } from '../../../config.ts';
import type { OutgoingMessage } from '../../../lib/outbox.ts';

// Security mail says what happened and what to do; it never carries a password, token or code it does not need.
const signature = '\n\n— The SkillSwap team';

export function welcomeMail(config: Config, to: string, fullName: string): OutgoingMessage {
  return {
    to,
    subject: 'Welcome to SkillSwap',
    text: `Hi ${fullName},\n\nWelcome to SkillSwap! Your account is ready. Complete your profile to start trading skills: ${config.PUBLIC_URL}/settings${signature}`,
  };
}

export function existingAccountMail(config: Config, to: string): OutgoingMessage {
  return {
    to,
    subject: 'Someone tried to create a SkillSwap account with your address',
    text: `Someone tried to create a new SkillSwap account with this e-mail address, which already has an account. Nothing was changed.\n\nIf it was you, sign in at ${config.PUBLIC_URL}/auth instead. If it was not, you can ignore this message.${signature}`,
  };
}

export function newDeviceMail(
  config: Config,
  to: string,
  details: { userAgent: string; ip: string },
): OutgoingMessage {
  return {
    to,
    subject: 'New sign-in to your SkillSwap account',
    text: `Your SkillSwap account was just signed in to from a device we have not seen before.\n\nDevice: ${details.userAgent}\nIP address: ${details.ip}\n\nIf this was you, there is nothing to do. If not, change your password and review your security settings at ${config.PUBLIC_URL}/settings.${signature}`,
  };
}

export function factorChangedMail(
  config: Config,
  to: string,
  change: { action: 'added' | 'removed'; factorType: string; friendlyName: string },
): OutgoingMessage {
  const what = `${change.factorType.toUpperCase()} factor "${change.friendlyName}"`;
  return {
    to,
    subject:
      change.action === 'added'
        ? 'A sign-in factor was added to your SkillSwap account'
        : 'A sign-in factor was removed from your SkillSwap account',
    text: `The ${what} was ${change.action} ${change.action === 'added' ? 'to' : 'from'} your SkillSwap account.\n\nIf this was not you, sign in and review your security settings at ${config.PUBLIC_URL}/settings right away.${signature}`,
  };
}

export function smsCodeMessage(to: string, code: string): OutgoingMessage {
  return {
    channel: 'sms',
    to,
    text: `Your SkillSwap verification code is ${code}. It expires in 5 minutes.`,
  };
}
