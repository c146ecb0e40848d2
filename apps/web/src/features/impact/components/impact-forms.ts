import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import {
  impactPeriodQuerySchema,
  updateImpactSettingsSchema,
  updateReportingDetailsSchema,
  type ImpactSettings,
  type ReportingDetails,
} from '@skillswap/contracts/impact/schemas';

/** The fields of "For impact reports", named as the contract names them, so a refusal's issues find them. */
export const reportingDetailsFields = ['ageBand', 'gender', 'postcodeArea'] as const;

export type ReportingDetailsValues = z.input<typeof updateReportingDetailsSchema>;

/** The saved details as the form starts, checked by the contract's schema before they are sent. */
export function reportingDetailsFormOptions(details: ReportingDetails) {
  return {
    resolver: zodResolver(updateReportingDetailsSchema),
    defaultValues: {
      ageBand: details.ageBand,
      gender: details.gender,
      postcodeArea: details.postcodeArea,
    } satisfies ReportingDetailsValues,
  };
}

/**
 * A choice or a box left empty is sent as null: the member prefers not to say. The form also reads its saved
 * values through this when a field mounts, so null passes as it is.
 */
export const emptyAsNull = (value: string | null) => value?.trim() || null;

/** The fields of "Value of an hour", named as the contract names them. */
export const impactSettingsFields = ['valuePerHour', 'currency', 'method', 'source'] as const;

export type ImpactSettingsValues = z.input<typeof updateImpactSettingsSchema>;

/** The saved value of an hour as the form starts, checked by the contract's schema before it is sent. */
export function impactSettingsFormOptions(settings: ImpactSettings) {
  return {
    resolver: zodResolver(updateImpactSettingsSchema),
    defaultValues: {
      valuePerHour: settings.valuePerHour,
      currency: settings.currency,
      method: settings.method,
      source: settings.source,
    } satisfies ImpactSettingsValues,
  };
}

/**
 * An empty box is no value (null); anything else typed is read as a number, which the schema then checks. The
 * saved value (a number or null) passes as it is when the field mounts.
 */
export function valuePerHourAs(value: string | number | null) {
  if (typeof value !== 'string') return value;
  return value.trim() === '' ? null : Number(value);
}

/** The method is one line of text: line breaks typed into the box become spaces. */
export const methodAs = (value: string) => value.replace(/\s*[\r\n]+\s*/g, ' ');

export type ImpactPeriodValues = z.input<typeof impactPeriodQuerySchema>;

/** The certificate's two days, both optional (the last 12 months); the contract's schema checks them. */
export const hoursCertificateFormOptions = {
  resolver: zodResolver(impactPeriodQuerySchema),
  defaultValues: {} satisfies ImpactPeriodValues,
};

/** A day left empty is left out of the period. */
export const emptyAsUndefined = (value: string | undefined) => value || undefined;
