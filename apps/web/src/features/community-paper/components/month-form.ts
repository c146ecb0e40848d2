import { zodResolver } from '@hookform/resolvers/zod';
import {
  paperMonthQuerySchema,
  previousMonth,
  type PaperMonthQuery,
} from '@skillswap/contracts/community-paper/schemas';

/** The month of a paper download, the last whole one to start with; the API's own schema checks it first. */
export function monthFormOptions(now: Date) {
  return {
    resolver: zodResolver(paperMonthQuerySchema),
    defaultValues: { month: previousMonth(now) } satisfies PaperMonthQuery,
  };
}

/** What the month box holds, as the schema reads it. */
export const monthAs = (value: string) => value.trim();
