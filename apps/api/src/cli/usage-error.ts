/** A command was called wrongly (unknown argument, missing value): the CLI exits with 2 and says how. */
export class UsageError extends Error {
  override name = 'UsageError';
}
