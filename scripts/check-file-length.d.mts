/** What is wrong under `root`: files over 400 lines and not listed, listed files gone or no longer over. */
export function lengthProblems(options: { root: string; exceptions?: Map<string, string> }): {
  problems: string[];
  checked: number;
};
