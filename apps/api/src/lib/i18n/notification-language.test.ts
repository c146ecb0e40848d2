import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationPage } from '@skillswap/contracts/notifications/schemas';
import { outbox } from '../../db/schema/index.ts';
import { createSwapKit, type SwapKit } from '../../modules/swap-lifecycle/swaps.test-helper.ts';
import { createTestApp } from '../../test/app.ts';
import { databaseKind } from '../../test/database.ts';
import { errorMessagesUnder, messageShape } from './error-sources.ts';
import { expectCompleteTemplateCatalogues } from './template-catalogue.test-helper.ts';
import { notificationCatalogues, translateNotification } from './notification-translator.ts';
import { inject } from '../../test/inject.ts';
import { accountRoutes } from '@skillswap/contracts/account/routes';
import { notificationRoutes } from '@skillswap/contracts/notifications/routes';

const modules = path.resolve(import.meta.dirname, '../../modules');
/** Literals inside titles and bodies that are not text: a reminder's kind, the API document's title. */
const notText = new Set(['24h', 'SkillSwap API']);

describe('notification catalogues', () => {
  const catalogues = notificationCatalogues();

  it('has every English key in every language, with the same arguments', () => {
    expectCompleteTemplateCatalogues(catalogues);
  });

  it('has an entry for every notification title and body written in the modules', () => {
    const known = new Set(Object.keys(catalogues.en).map(messageShape));
    const missing = [...errorMessagesUnder([modules], 'notifications')]
      .filter(([message]) => !notText.has(message) && !known.has(messageShape(message)))
      .map(([message, files]) => `${message} (${path.relative(modules, files[0]!)})`);
    expect(missing).toEqual([]);
  }, 60_000);

  it('translates the sentences a template picked, and keeps what members wrote as written', () => {
    expect(translateNotification('Your swap with Ana Bell is complete', 'pt-BR')).toBe(
      'Sua troca com Ana Bell foi concluída',
    );
    expect(
      translateNotification('It was an even swap, so no SkillCoin moved. Leave a review for Ana Bell.', 'fr'),
    ).toBe('C’était un échange équilibré : aucun SkillCoin n’a bougé. Laissez un avis à Ana Bell.');
    expect(translateNotification('New message from We looked into your report', 'es')).toBe(
      'Nuevo mensaje de Revisamos tu denuncia',
    );
  });
});

describe(`notifications in the recipient's language on ${databaseKind}`, { timeout: 60_000 }, () => {
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  let kit: SwapKit;

  beforeAll(async () => {
    harness = await createTestApp();
    kit = createSwapKit(harness.app, harness.database);
  }, 120_000);
  afterAll(() => harness.close());

  it('writes a swap request notice, its push text and its e-mail in the language the recipient chose', async () => {
    const ana = await kit.joinMember('Ana Bell');
    const jonas = await kit.joinMember('Jonas Weber');
    const chosen = await inject(harness.app, accountRoutes.updateLanguage, {
      as: jonas,
      body: { language: 'de' },
    });
    expect(chosen.statusCode).toBeLessThan(300);
    const swapId = await kit.requestSwap(ana, jonas);

    const page = (
      await inject(harness.app, notificationRoutes.listNotifications, { as: jonas })
    ).json<NotificationPage>();
    const notice = page.items.find((item) => item.type === 'swap_requested')!;
    expect(notice.title).toBe('Du hast eine neue Tauschanfrage auf SkillSwap');
    expect(notice.body).toMatch(
      /^Ana Bell möchte dir Guitar \(\d+(\.\d+)? h\) im Tausch gegen .+ beibringen\./,
    );
    expect(notice.link).toBe(`/swaps/${swapId}`);

    const mails = (await harness.database.db.select().from(outbox)).filter(
      (mail) => mail.recipient === jonas.email && mail.subject === notice.title,
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.bodyText).toContain('Hallo Jonas Weber,');
    expect(mails[0]!.bodyText).toContain(notice.body);
    expect(mails[0]!.bodyText).toContain('SkillSwap öffnen: ');
    expect(mails[0]!.bodyText).toContain('weil E-Mails zu „Neue Tauschanfrage“ eingeschaltet sind');
  });

  it('keeps the English notice word for word for a member who chose no language', async () => {
    const ana = await kit.joinMember('Ana Quill');
    const ben = await kit.joinMember('Ben Quill');
    await kit.requestSwap(ana, ben);
    const page = (
      await inject(harness.app, notificationRoutes.listNotifications, { as: ben })
    ).json<NotificationPage>();
    const notice = page.items.find((item) => item.type === 'swap_requested')!;
    expect(notice.title).toBe('You have a new swap request on SkillSwap');
    expect(notice.body).toContain('Ana Quill would like to teach you Guitar');
    const mail = (await harness.database.db.select().from(outbox)).find(
      (row) => row.recipient === ben.email && row.subject === notice.title,
    )!;
    expect(mail.bodyText).toContain('Hi Ben Quill,');
    expect(mail.bodyText).toContain('You get this e-mail because "New swap request" e-mails are on.');
  });
});
