import { createFormControl } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { setServerFieldErrors } from '@/components/forms/server-field-errors.ts';
import { ApiError } from '@/lib/api-client.ts';
import { dayAs, vettingFields, vettingFormOptions, type VettingValues } from './vetting-form-options.ts';

describe('the vetting form', () => {
  it('asks for a check before sending when no day is given, on the references field', async () => {
    const form = createFormControl<VettingValues>(vettingFormOptions(null));
    let sent: unknown;
    await form.handleSubmit((input) => void (sent = input))();
    expect(sent).toBeUndefined();
    expect(form.getFieldState('referencesCheckedOn').error?.message).toBe(
      'communitySafeguarding.validation.nothing',
    );
  });

  it('sends the day the references were checked, the other days as null', async () => {
    const form = createFormControl<VettingValues>(vettingFormOptions(null));
    form.setValue('referencesCheckedOn', dayAs('2026-11-30'));
    form.setValue('backgroundCheckedOn', dayAs(''));
    let sent: unknown;
    await form.handleSubmit((input) => void (sent = input))();
    expect(sent).toMatchObject({
      referencesCheckedOn: '2026-11-30',
      backgroundCheckedOn: null,
      backgroundExpiresOn: null,
    });
  });

  it("puts the server's refusal of a day on that day's field", () => {
    const form = createFormControl<VettingValues>(vettingFormOptions(null));
    const failure = new ApiError(400, 'validation_failed', 'Check the form', [
      { path: 'backgroundExpiresOn', message: 'communitySafeguarding.validation.expiryBefore' },
    ]);
    expect(setServerFieldErrors(form.setError, failure, vettingFields)).toBe(true);
    expect(form.getFieldState('backgroundExpiresOn').error?.message).toBe(
      'communitySafeguarding.validation.expiryBefore',
    );
  });
});
