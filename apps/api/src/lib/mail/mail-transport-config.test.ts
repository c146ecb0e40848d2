import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';

const production = { NODE_ENV: 'production', AUTH_SECRET: 'a-production-secret-of-at-least-32-chars' };

describe('where mail goes, by configuration', () => {
  it('production refuses to start without SMTP_URL, naming it, unless mail is sent to the log in so many words', () => {
    expect(() => loadConfig(production)).toThrow(ConfigError);
    expect(() => loadConfig(production)).toThrow(/SMTP_URL: required in production/);
    expect(loadConfig({ ...production, MAIL_TRANSPORT: 'log' }).MAIL_TRANSPORT).toBe('log');
    expect(loadConfig({ ...production, SMTP_URL: 'smtp://mail.example:587' }).MAIL_TRANSPORT).toBe('smtp');
  });

  it('MAIL_TRANSPORT=smtp needs SMTP_URL, and an unknown transport is refused', () => {
    expect(() => loadConfig({ MAIL_TRANSPORT: 'smtp' })).toThrow(
      /SMTP_URL: required when MAIL_TRANSPORT=smtp/,
    );
    expect(() => loadConfig({ MAIL_TRANSPORT: 'carrier-pigeon' })).toThrow(/MAIL_TRANSPORT/);
  });

  it('outside production, mail without SMTP_URL goes to the log, and MAIL_TRANSPORT=log wins over SMTP_URL', () => {
    expect(loadConfig({}).MAIL_TRANSPORT).toBe('log');
    expect(loadConfig({ SMTP_URL: 'smtp://mail.example:587', MAIL_TRANSPORT: 'log' }).MAIL_TRANSPORT).toBe(
      'log',
    );
  });
});
