import { describe, expect, it } from 'vitest';
import { formatMessage, formatSkillCoins } from '@skillswap/contracts/shared/i18n';
import { firstStrongDirection, hasRightToLeft, visualOrder } from './bidi.ts';

// What a reader sees from left to right (ADR 192): the PDFs draw each line in this order.
describe('visual order of mixed-direction lines', () => {
  it('reverses Arabic words and keeps numbers and Latin names in reading order inside them', () => {
    expect(visualOrder('كشف حساب', 'rtl')).toBe('باسح فشك');
    expect(visualOrder('الرصيد 12.5', 'rtl')).toBe('12.5 ديصرلا');
    expect(visualOrder('رصيد Ada Ink في', 'rtl')).toBe('يف Ada Ink ديصر');
    expect(visualOrder('(كشف)', 'rtl')).toBe('(فشك)');
    expect(visualOrder('1 SkillCoin (SC) تساوي ساعة', 'rtl')).toBe('ةعاس يواست SkillCoin (SC) 1');
  });

  it('keeps an isolated value whole, as messages and amounts set it in Arabic', () => {
    expect(visualOrder(formatSkillCoins('ar', -5), 'rtl')).toBe('-5 SC');
    expect(visualOrder(formatMessage('الرصيد {amount}', { amount: '-5 SC' }, 'ar'), 'rtl')).toBe(
      '-5 SC ديصرلا',
    );
    expect(visualOrder('\u200e-5', 'rtl')).toBe('-5');
  });

  it('reads the Arabic comma as a separator, so a list of Latin and Arabic skills keeps its order', () => {
    // The list is one isolate, read left to right from its first letter; the comma stays after "Guitar".
    expect(visualOrder(formatMessage('يقدّم: {skills}', { skills: 'Guitar، الطبخ' }, 'ar'), 'rtl')).toBe(
      'Guitar، خبطلا :مّدقي',
    );
    expect(visualOrder('Olu Bello، Lagos', 'rtl')).toBe('Olu Bello، Lagos');
  });

  it('reorders a right-to-left name inside left-to-right text, and leaves plain text as written', () => {
    expect(visualOrder('Paid to أمل حداد for 2 SC', 'ltr')).toBe('Paid to دادح لمأ for 2 SC');
    // A number right after Arabic letters is read with them, as a browser shows it.
    expect(visualOrder('Amal أمل 2026', 'ltr')).toBe('Amal 2026 لمأ');
    expect(visualOrder('Balance on 1 March 2026: -3.5 SC', 'ltr')).toBe('Balance on 1 March 2026: -3.5 SC');
  });

  it('tells the direction of a text by its first letter', () => {
    expect(firstStrongDirection('12 أمل Amal')).toBe('rtl');
    expect(firstStrongDirection('12 Amal أمل')).toBe('ltr');
    expect(hasRightToLeft('Ada Ink')).toBe(false);
    expect(hasRightToLeft('Ada أمل')).toBe(true);
  });
});
