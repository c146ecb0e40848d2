import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { languages, messageArguments } from '@skillswap/contracts/shared/i18n';
import { emailNotificationTypeList } from '@skillswap/contracts/notifications/schemas';
import { createTestApp } from '../../test/app.ts';
import { databaseKind } from '../../test/database.ts';
import { signUpMember } from '../../test/members.ts';
import { mailCatalogues, mailTranslator } from './mail-translator.ts';
import { inject } from '../../test/inject.ts';
import { authRoutes } from '@skillswap/contracts/auth/routes';
import { accountRoutes } from '@skillswap/contracts/account/routes';
import { credentialRoutes } from '@skillswap/contracts/credentials/routes';

describe('mail catalogues', () => {
  it('has every English key in every language, with the same arguments', () => {
    const catalogues = mailCatalogues();
    for (const language of languages) {
      expect(Object.keys(catalogues[language]).sort(), language).toEqual(Object.keys(catalogues.en).sort());
      for (const [key, message] of Object.entries(catalogues[language])) {
        expect(messageArguments(message), `${language} ${key}`).toEqual(
          messageArguments(catalogues.en[key]!),
        );
      }
    }
  });

  it('names every e-mail notification type (the footer of each notification mail reads it)', () => {
    const english = mailCatalogues().en;
    const missing = emailNotificationTypeList.filter((type) => !english[`notification.type.${type}`]);
    expect(missing).toEqual([]);
  });

  it('uses the plural forms of the language', () => {
    expect(mailTranslator('en')('verify.expiry', { hours: 1 })).toContain('for 1 hour.');
    expect(mailTranslator('de')('verify.expiry', { hours: 24 })).toContain('24 Stunden lang');
    expect(mailTranslator('ar')('verify.expiry', { hours: 2 })).toContain('لمدة ساعتين');
  });
});

describe(`mails in the recipient's language on ${databaseKind}`, () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  const newestMail = async (to: string) => {
    const result = await testApp.app.deps.database.db.execute<{
      subject: string;
      body_text: string;
      body_html: string | null;
    }>(
      sql`SELECT subject, body_text, body_html FROM outbox WHERE recipient = ${to} ORDER BY id DESC LIMIT 1`,
    );
    return result.rows[0]!;
  };

  it('sends the verification mail in the language the visitor signed up in', async () => {
    const email = 'lucia.es@skillswap.test';
    const response = await inject(testApp.app, authRoutes.signUp, {
      remoteAddress: '10.71.0.1',
      body: { fullName: 'Lucía Romero', email, password: 'Intercambio-Seguro-71', language: 'es' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ user: { language: string | null } }>().user.language).toBe('es');
    const mail = await newestMail(email);
    expect(mail.subject).toBe('Verifica tu dirección de correo en SkillSwap');
    expect(mail.body_text).toContain('Hola, Lucía Romero:');
    expect(mail.body_text).toContain('durante 24 horas');
    expect(mail.body_text).toMatch(/\/verify-email\?token=[\w-]+/);
    expect(mail.body_html).toContain('<html lang="es" dir="ltr">');
  });

  it('welcomes in the sign-up language, and warns the owner of a taken address in theirs', async () => {
    const email = 'mateo.es@skillswap.test';
    const signUp = (language: string) =>
      inject(testApp.app, authRoutes.signUp, {
        unchecked: true,
        remoteAddress: '10.71.0.5',
        body: { fullName: 'Mateo Ruiz', email, password: 'Intercambio-Seguro-72', language },
      });
    await signUp('es');
    const welcome = await testApp.app.deps.database.db.execute<{ subject: string; body_text: string }>(
      sql`SELECT subject, body_text FROM outbox WHERE recipient = ${email} ORDER BY id LIMIT 1`,
    );
    expect(welcome.rows[0]!.subject).toBe('Te damos la bienvenida a SkillSwap');
    expect(welcome.rows[0]!.body_text).toContain('Completa tu perfil');
    await signUp('fr');
    const warning = await newestMail(email);
    expect(warning.subject).toBe('Alguien intentó crear una cuenta de SkillSwap con tu dirección');
    expect(warning.body_text).toContain('— El equipo de SkillSwap');
  });

  it('refuses a sign-up language SkillSwap does not speak', async () => {
    const response = await inject(testApp.app, authRoutes.signUp, {
      unchecked: true,
      remoteAddress: '10.71.0.2',
      body: {
        fullName: 'Kenji Sato',
        email: 'kenji@skillswap.test',
        password: 'Koukan-Anzen-71',
        language: 'ja',
      },
    });
    expect(response.statusCode).toBe(400);
  });

  it('sends the password reset in the language the member chose, right to left in Arabic', async () => {
    const member = await signUpMember(testApp.app, { fullName: 'Amal Haddad' });
    await inject(testApp.app, accountRoutes.updateLanguage, { as: member, body: { language: 'ar' } });
    const response = await inject(testApp.app, credentialRoutes.requestPasswordReset, {
      remoteAddress: '10.71.0.3',
      body: { email: member.email },
    });
    expect(response.statusCode).toBe(202);
    const mail = await newestMail(member.email);
    expect(mail.subject).toBe('إعادة تعيين كلمة مرور SkillSwap');
    expect(mail.body_text).toContain('— فريق SkillSwap');
    expect(mail.body_text).toMatch(/\/reset-password#token=/);
    expect(mail.body_html).toContain('<html lang="ar" dir="rtl">');
  });

  it('keeps English, word for word, for members who chose no language', async () => {
    const member = await signUpMember(testApp.app, { fullName: 'Ada Quill' });
    await inject(testApp.app, credentialRoutes.requestPasswordReset, {
      remoteAddress: '10.71.0.4',
      body: { email: member.email },
    });
    const mail = await newestMail(member.email);
    expect(mail.subject).toBe('Reset your SkillSwap password');
    expect(mail.body_text).toContain('— The SkillSwap team');
  });
});
