import { createFormControl } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { setServerFieldErrors } from '@/components/forms/server-field-errors.ts';
import { ApiError } from '@/lib/api-client.ts';
import {
  emptyAsNull,
  emptyAsUndefined,
  hoursCertificateFormOptions,
  impactSettingsFields,
  impactSettingsFormOptions,
  methodAs,
  reportingDetailsFields,
  reportingDetailsFormOptions,
  valuePerHourAs,
  type ImpactPeriodValues,
  type ImpactSettingsValues,
  type ReportingDetailsValues,
} from './impact-forms.ts';

const refused = (path: string, message: string) =>
  new ApiError(400, 'validation_failed', 'Check the form', [{ path, message }]);

describe('reading what a field holds', () => {
  it('passes the saved values through as they are when a field mounts', () => {
    expect(emptyAsNull(null)).toBeNull();
    expect(emptyAsNull('35_44')).toBe('35_44');
    expect(valuePerHourAs(null)).toBeNull();
    expect(valuePerHourAs(12.5)).toBe(12.5);
    expect(emptyAsUndefined(undefined)).toBeUndefined();
  });

  it('reads what the member typed', () => {
    expect(emptyAsNull('  ')).toBeNull();
    expect(valuePerHourAs(' ')).toBeNull();
    expect(valuePerHourAs('12.50')).toBe(12.5);
    expect(emptyAsUndefined('')).toBeUndefined();
  });
});

describe('For impact reports (the form)', () => {
  const saved = { ageBand: null, gender: null, postcodeArea: null, updatedAt: null };

  it('refuses a whole postcode on its field before sending, with the catalogue key of its message', async () => {
    const form = createFormControl<ReportingDetailsValues>(reportingDetailsFormOptions(saved));
    form.register('postcodeArea');
    form.setValue('postcodeArea', 'LS6 2AB');
    let sent: unknown;
    await form.handleSubmit((input) => void (sent = input))();
    expect(sent).toBeUndefined();
    expect(form.getFieldState('postcodeArea').error?.message).toBe('impact.validation.postcode');
  });

  it('sends the first part upper case, and nothing chosen as null', async () => {
    const form = createFormControl<ReportingDetailsValues>(reportingDetailsFormOptions(saved));
    form.setValue('postcodeArea', ' ls6 ');
    let sent: unknown;
    await form.handleSubmit((input) => void (sent = input))();
    expect(sent).toEqual({ ageBand: null, gender: null, postcodeArea: 'LS6' });
  });

  it("shows the server's refusal of a field on that field", () => {
    const form = createFormControl<ReportingDetailsValues>(reportingDetailsFormOptions(saved));
    const failure = refused('gender', 'impact.validation.gender');
    expect(setServerFieldErrors(form.setError, failure, reportingDetailsFields)).toBe(true);
    expect(form.getFieldState('gender').error?.message).toBe('impact.validation.gender');
  });
});

describe('Value of an hour (the form)', () => {
  const saved = {
    valuePerHour: null,
    currency: 'GBP',
    method: '',
    source: '',
    updatedAt: null,
    updatedBy: null,
  };

  it('asks for the method on its field when a value is given without one', async () => {
    const form = createFormControl<ImpactSettingsValues>(impactSettingsFormOptions(saved));
    form.setValue('valuePerHour', valuePerHourAs('12.5'));
    let sent: unknown;
    await form.handleSubmit((input) => void (sent = input))();
    expect(sent).toBeUndefined();
    expect(form.getFieldState('method').error?.message).toBe('impact.validation.method');
  });

  it('reads an empty value as none and the method as one line', async () => {
    const form = createFormControl<ImpactSettingsValues>(impactSettingsFormOptions(saved));
    form.setValue('valuePerHour', valuePerHourAs('  '));
    form.setValue('method', methodAs('Minimum wage\n for an hour'));
    form.setValue('currency', 'eur');
    let sent: unknown;
    await form.handleSubmit((input) => void (sent = input))();
    expect(sent).toEqual({
      valuePerHour: null,
      currency: 'EUR',
      method: 'Minimum wage for an hour',
      source: '',
    });
  });

  it("shows the server's refusal of a field on that field", () => {
    const form = createFormControl<ImpactSettingsValues>(impactSettingsFormOptions(saved));
    const failure = refused('currency', 'impact.validation.currency');
    expect(setServerFieldErrors(form.setError, failure, impactSettingsFields)).toBe(true);
    expect(form.getFieldState('currency').error?.message).toBe('impact.validation.currency');
  });
});

describe('Certificate of hours (the form)', () => {
  it('refuses a period that ends before it begins, on the second day', async () => {
    const form = createFormControl<ImpactPeriodValues>(hoursCertificateFormOptions);
    form.setValue('from', '2026-05-01');
    form.setValue('to', '2026-04-01');
    let sent: unknown;
    await form.handleSubmit((input) => void (sent = input))();
    expect(sent).toBeUndefined();
    expect(form.getFieldState('to').error?.message).toBe('impact.validation.periodOrder');
  });

  it('leaves out a day left empty (the last 12 months)', async () => {
    const form = createFormControl<ImpactPeriodValues>(hoursCertificateFormOptions);
    form.setValue('from', emptyAsUndefined(''));
    form.setValue('to', emptyAsUndefined('2026-04-01'));
    let sent: unknown;
    await form.handleSubmit((input) => void (sent = input))();
    expect(sent).toEqual({ to: '2026-04-01' });
  });
});
