import { describe, expect, it } from 'vitest';
import { readLinkToken } from './link-token.ts';

describe('the token of a mailed link', () => {
  it('is read from after the #', () => {
    expect(readLinkToken('#token=abc_DEF-123')).toBe('abc_DEF-123');
  });

  it('is missing when the link was cut short', () => {
    expect(readLinkToken('')).toBeNull();
    expect(readLinkToken('#')).toBeNull();
    expect(readLinkToken('#other=1')).toBeNull();
  });
});
