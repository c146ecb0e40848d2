import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationPage } from '@skillswap/contracts/notifications/schemas';
import { languages, messageArguments } from '@skillswap/contracts/shared/i18n';
import { outbox } from '../../db/schema/index.ts';
import { createSwapKit, type SwapKit } from '../../modules/swap-lifecycle/swaps.test-helper.ts';
import { createTestApp } from '../../test/app.ts';
import { databaseKind } from '../../test/database.ts';
import { errorKeysIn, errorKeysUnder } from './error-sources.ts';
import { errorCatalogues } from './error-translator.ts';
import { formatNotification, notificationCatalogues } from './notification-translator.ts';
import { inject } from '../../test/inject.ts';
import { accountRoutes } from '@skillswap/contracts/account/routes';
import { notificationRoutes } from '@skillswap/contracts/notifications/routes';

const apiSource = path.resolve(import.meta.dirname, '../..');

describe('notification catalogues', () => {
  const catalogues = notificationCatalogues();
  const keys = Object.keys(catalogues.en);
  const isKey = (text: string) => Object.hasOwn(catalogues.en, text);

  it('has every English key in every language, none empty, with the same arguments', () => {
    for (const language of languages) {
      expect(Object.keys(catalogues[language]).sort(), language).toEqual([...keys].sort());
      for (const [key, message] of Object.entries(catalogues[language])) {
        expect(message.trim(), `${language} ${key}`).not.toBe('');
        expect(messageArguments(message).sort(), `${language} ${key}`).toEqual(
          messageArguments(catalogues.en[key]!).sort(),
        );
      }
    }
  });

  it('shares no key with the error catalogues, so each test counts its own uses', () => {
    expect(keys.filter((key) => Object.hasOwn(errorCatalogues().en, key))).toEqual([]);
  });

  it('uses every key in the source, with the arguments its English text names', () => {
    const { uses } = errorKeysUnder([apiSource], isKey);
    const wrongArguments = uses
      .filter(({ argumentNames }) => argumentNames !== undefined)
      .filter(({ key, argumentNames }) => {
        const expected = [...new Set(messageArguments(catalogues.en[key]!))].sort();
        return JSON.stringify(argumentNames) !== JSON.stringify(expected);
      })
      .map(
        ({ key, place, argumentNames }) =>
          `${path.relative(apiSource, place)} ${key} ${argumentNames!.join(',')}`,
      );
    expect(wrongArguments).toEqual([]);
    const used = new Set(uses.map((use) => use.key));
    expect(keys.filter((key) => !used.has(key))).toEqual([]);
  }, 60_000);

  it('finds a key written as a message, its values, and a key given `as const`', () => {
    const found = errorKeysIn(
      [
        "notify(db, context, { title: { key: 'swaps.done', values: { name, skill: 'Guitar' } } });",
        "const when = { key: 'swaps.soon' as const, values: { place } };",
      ].join('\n'),
      'x.ts',
      (text) => text.startsWith('swaps.'),
    );
    expect(found.uses.map(({ key, argumentNames }) => [key, argumentNames])).toEqual([
      ['swaps.done', ['name', 'skill']],
      ['swaps.soon', ['place']],
    ]);
  });

  it('puts a key and its values into words, a value that is a message of its own included', () => {
    expect(
      formatNotification({ key: 'swapLifecycle.yourSwapWithIs', values: { name: 'Ana Bell' } }, 'pt-BR'),
    ).toBe('Sua troca com Ana Bell foi concluída');
    const outcome = { key: 'swapLifecycle.itWasAnEven' } as const;
    expect(
      formatNotification(
        { key: 'swapLifecycle.leaveAReviewFor', values: { outcome, name: 'Ana Bell' } },
        'fr',
      ),
    ).toBe('C’était un échange équilibré : aucun SkillCoin n’a bougé. Laissez un avis à Ana Bell.');
  });

  it('keeps what a member wrote as written, even when it reads like a notification', () => {
    // A name (or a post title, an excerpt) is a value: it is never looked up in a catalogue.
    expect(
      formatNotification(
        { key: 'common.newMessageFrom', values: { name: 'We looked into your report' } },
        'es',
      ),
    ).toBe('Nuevo mensaje de We looked into your report');
    expect(formatNotification({ key: 'common.asWritten', values: { text: 'Thank you!' } }, 'de')).toBe(
      'Thank you!',
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
