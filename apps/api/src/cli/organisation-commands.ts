import type { Database } from '../db/client.ts';
import { setOrganisationSeats } from '../modules/organisations/index.ts';
import type { CliOutput } from './terminal-output.ts';
import { UsageError } from './usage-error.ts';

/** `org:seats <slug> <seats>`: an organisation's seats as agreed with its Enterprise account (ADR 122). */
export async function organisationSeatsCommand(database: Database, args: string[], output: CliOutput) {
  const [slug, count, ...rest] = args;
  const seats = Number(count);
  if (!slug || rest.length > 0 || !Number.isInteger(seats) || seats < 1 || seats > 100_000) {
    throw new UsageError('Usage: org:seats <slug> <seats> (seats from 1 to 100000)');
  }
  const result = await setOrganisationSeats(database.db, { slug, seats, now: new Date() });
  const over =
    result.seatsUsed > seats ? ' More are used than that: nobody is removed, but no one new can join.' : '';
  output.print(`${result.name} now has ${seats} seats; ${result.seatsUsed} are used.${over}`);
}
