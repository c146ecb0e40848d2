import { describe, expect, it } from 'vitest';
import { formatMoney } from './schemas.ts';

/** Intl separates with no-break spaces, whose kind varies between ICU versions: compared as plain spaces. */
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('formatMoney', () => {
  it('reads an amount in the smallest unit as the language writes it', () => {
    expect(formatMoney(999, 'usd')).toBe('$9.99');
    expect(plain(formatMoney(999, 'eur', 'de'))).toBe('9,99 €');
    expect(plain(formatMoney(129900, 'usd', 'fr'))).toBe('1 299,00 $US');
  });

  it('takes the smallest unit from the currency: yen have no cents', () => {
    expect(formatMoney(1500, 'jpy')).toBe('¥1,500');
  });
});
