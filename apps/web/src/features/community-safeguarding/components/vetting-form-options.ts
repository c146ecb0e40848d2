import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { vettingInputSchema, type MemberVetting } from '@skillswap/contracts/community-safeguarding/schemas';

/** The vetting form's fields, named as the contract names them, in the order they are shown. */
export const vettingFields = [
  'referencesCheckedOn',
  'backgroundCheckedOn',
  'backgroundExpiresOn',
  'note',
] as const;

export type VettingValues = z.input<typeof vettingInputSchema>;

/** A member's record as the form shows it: days not given are empty. */
export function vettingValues(vetting: MemberVetting | null): VettingValues {
  return {
    referencesCheckedOn: vetting?.referencesCheckedOn ?? null,
    backgroundCheckedOn: vetting?.backgroundCheckedOn ?? null,
    backgroundExpiresOn: vetting?.backgroundExpiresOn ?? null,
    note: vetting?.note ?? '',
  };
}

/** The record as the form starts, checked by the contract's schema before it is sent. */
export function vettingFormOptions(vetting: MemberVetting | null) {
  return { resolver: zodResolver(vettingInputSchema), defaultValues: vettingValues(vetting) };
}

/** A day left empty is sent as null: not checked. */
export const dayAs = (value: string | null) => value || null;
