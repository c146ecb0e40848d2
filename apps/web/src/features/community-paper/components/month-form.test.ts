import { createFormControl } from 'react-hook-form';
import type { PaperMonthQuery } from '@skillswap/contracts/community-paper/schemas';
import { describe, expect, it } from 'vitest';
import { monthAs, monthFormOptions } from './month-form.ts';

describe('the month of a paper download (the form)', () => {
  it('starts at the last whole month and sends it', async () => {
    const form = createFormControl<PaperMonthQuery>(monthFormOptions(new Date('2026-12-01T09:00:00Z')));
    let sent: unknown;
    await form.handleSubmit((input) => void (sent = input))();
    expect(sent).toEqual({ month: '2026-11' });
  });

  it('refuses what is not a month on the field, with the catalogue key of its message', async () => {
    const form = createFormControl<PaperMonthQuery>(monthFormOptions(new Date('2026-12-01T09:00:00Z')));
    form.setValue('month', monthAs(' 2026-13 '));
    let sent: unknown;
    await form.handleSubmit((input) => void (sent = input))();
    expect(sent).toBeUndefined();
    expect(form.getFieldState('month').error?.message).toMatch(/^communityPaper\.validation\.\w+$/);
  });
});
