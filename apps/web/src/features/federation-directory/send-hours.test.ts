import { describe, expect, it } from 'vitest';
import { parseHours } from './send-hours.ts';

describe('parseHours', () => {
  it('takes whole hours and up to two decimals, with a point or a comma', () => {
    expect(parseHours('2')).toBe(2);
    expect(parseHours(' 1.5 ')).toBe(1.5);
    expect(parseHours('0,25')).toBe(0.25);
    expect(parseHours('1000')).toBe(1000);
  });

  it('refuses zero, more than 1,000, three decimals and anything not a number', () => {
    for (const text of ['', '0', '0.00', '1000.01', '1.005', '-1', '1e2', 'abc', '1.', '.5']) {
      expect(parseHours(text)).toBeNull();
    }
  });
});
