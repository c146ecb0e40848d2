/**
 * C0 controls except tab and line feed (ESC starts the sequences that clear or rewrite a terminal; CR
 * rewrites the line), DEL, C1 controls (0x9B is a one-byte CSI), and the bidirectional overrides that reorder
 * what is shown.
 */
// eslint-disable-next-line no-control-regex
const controlCharacters = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/g;

/** Text as an operator's terminal may show it: member-written text cannot drive the terminal. */
export function stripControlCharacters(text: string): string {
  return text.replace(controlCharacters, '');
}

/** Output of an operator command; tests pass their own to read what was printed. */
export interface CliOutput {
  print(line: string): void;
}

/** The one path from a command to the terminal: every line loses its control characters. */
export function createTerminalOutput(write: (text: string) => void = (text) => process.stdout.write(text)) {
  return { print: (line: string) => write(`${stripControlCharacters(line)}\n`) } satisfies CliOutput;
}
