import { describe, expect, it } from 'vitest';
import {
  formatDateTime,
  formatMessage,
  formatNumber,
  formatSkillCoins,
  matchLanguage,
  negotiateLanguage,
  parseAcceptLanguage,
  textDirection,
} from './i18n.ts';

describe('language negotiation', () => {
  it('prefers the saved language, then the cookie, then Accept-Language, then English', () => {
    const acceptLanguage = 'de-CH, fr;q=0.8';
    expect(negotiateLanguage({ saved: 'ar', cookie: 'es', acceptLanguage })).toBe('ar');
    expect(negotiateLanguage({ saved: null, cookie: 'es', acceptLanguage })).toBe('es');
    expect(negotiateLanguage({ cookie: 'xx', acceptLanguage })).toBe('de');
    expect(negotiateLanguage({ acceptLanguage: 'ja, zh;q=0.5' })).toBe('en');
    expect(negotiateLanguage({})).toBe('en');
  });

  it('reads Accept-Language by weight, skips q=0 and wildcards, and maps regional tags', () => {
    expect(parseAcceptLanguage('fr;q=0.4, es-MX;q=0.9, *;q=0.1, de;q=0')).toEqual(['es-MX', 'fr']);
    expect(negotiateLanguage({ acceptLanguage: 'ja, pt-PT;q=0.7, en;q=0.5' })).toBe('pt-BR');
    expect(negotiateLanguage({ acceptLanguage: 'de;q=0, es;q=0.2' })).toBe('es');
    expect(matchLanguage('PT-br')).toBe('pt-BR');
    expect(matchLanguage('ar-EG')).toBe('ar');
    expect(matchLanguage('ja')).toBeUndefined();
  });

  it('writes Arabic right to left and the others left to right', () => {
    expect(textDirection('ar')).toBe('rtl');
    expect(textDirection('pt-BR')).toBe('ltr');
  });
});

describe('messages', () => {
  const swaps = '{count, plural, =0 {No swaps} one {# swap} other {# swaps}}';

  it('fills arguments and chooses English plural forms', () => {
    expect(formatMessage('Hello, {name}!', { name: 'Maya' })).toBe('Hello, Maya!');
    expect(formatMessage(swaps, { count: 0 })).toBe('No swaps');
    expect(formatMessage(swaps, { count: 1 })).toBe('1 swap');
    expect(formatMessage(swaps, { count: 1200 })).toBe('1,200 swaps');
  });

  it("uses the language's own plural categories (Arabic has six)", () => {
    const arabic =
      '{count, plural, zero {لا ساعات} one {ساعة واحدة} two {ساعتان} few {# ساعات} many {# ساعة} other {# ساعة}}';
    expect(formatMessage(arabic, { count: 0 }, 'ar')).toBe('لا ساعات');
    expect(formatMessage(arabic, { count: 2 }, 'ar')).toBe('ساعتان');
    expect(formatMessage(arabic, { count: 3 }, 'ar')).toBe('3 ساعات');
    expect(formatMessage(arabic, { count: 11 }, 'ar')).toBe('11 ساعة');
    const french = '{count, plural, one {# heure} other {# heures}}';
    expect(formatMessage(french, { count: 0 }, 'fr')).toBe('0 heure');
    expect(formatMessage(french, { count: 2 }, 'fr')).toBe('2 heures');
  });

  it('chooses select branches and leaves unknown arguments visible', () => {
    const message = '{role, select, teacher {Teaches {skill}} other {Learns {skill}}}';
    expect(formatMessage(message, { role: 'teacher', skill: 'Python' })).toBe('Teaches Python');
    expect(formatMessage(message, { role: 'x', skill: 'Python' })).toBe('Learns Python');
    expect(formatMessage('Hi {name}')).toBe('Hi {name}');
  });
});

describe('Intl helpers', () => {
  it("writes amounts and dates in the member's language and time zone", () => {
    expect(formatSkillCoins('de', 12.5)).toBe('12,5 SC');
    expect(formatSkillCoins('en', 1234)).toBe('1,234 SC');
    const instant = '2026-03-01T23:30:00Z';
    const options = { dateStyle: 'long', timeZone: 'Asia/Tokyo' } as const;
    expect(formatDateTime('en', instant, options)).toBe('March 2, 2026');
    expect(formatDateTime('es', instant, { ...options, timeZone: 'America/Mexico_City' })).toBe(
      '1 de marzo de 2026',
    );
  });

  it('makes one number format per language and options, however many numbers it writes', () => {
    const Real = Intl.NumberFormat;
    let made = 0;
    class Counted extends Real {
      constructor(...args: ConstructorParameters<typeof Real>) {
        super(...args);
        made += 1;
      }
    }
    Object.defineProperty(Intl, 'NumberFormat', { value: Counted, configurable: true, writable: true });
    try {
      // A page of Explore cards: a rating per card and the count above them, in a language
      // not written before.
      const written = Array.from({ length: 24 }, (_, index) => formatNumber('pt-BR', 4 + index / 10));
      formatMessage('{count, plural, one {# membro} other {# membros}}', { count: 1200 }, 'pt-BR');
      formatNumber('pt-BR', 1.25, { maximumFractionDigits: 1 });
      formatNumber('pt-BR', 2.25, { maximumFractionDigits: 1 });
      expect(written[1]).toBe('4,1');
      expect(made).toBe(2);
    } finally {
      Object.defineProperty(Intl, 'NumberFormat', { value: Real, configurable: true, writable: true });
    }
  });
});

describe('right-to-left text', () => {
  const isolated = (text: string) => `\u2068${text}\u2069`;

  it('isolates amounts and set-in values in Arabic, so "-5 SC" keeps its order beside Arabic text', () => {
    expect(formatSkillCoins('ar', -5)).toBe(isolated(`${formatNumber('ar', -5)} SC`));
    expect(formatSkillCoins('ar', 3, { signed: true })).toBe(
      isolated(`${formatNumber('ar', 3, { signDisplay: 'exceptZero' })} SC`),
    );
    expect(formatMessage('مرحبا {name}!', { name: 'Ben Carter' }, 'ar')).toBe(
      `مرحبا ${isolated('Ben Carter')}!`,
    );
  });

  it('leaves left-to-right languages exactly as written', () => {
    expect(formatSkillCoins('en', -5)).toBe('-5 SC');
    expect(formatSkillCoins('en', 3, { signed: true })).toBe('+3 SC');
    expect(formatMessage('Hi {name}!', { name: 'Ben Carter' }, 'en')).toBe('Hi Ben Carter!');
  });
});
