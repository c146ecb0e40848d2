// The API's one CSV module: every download is written by `toCsv` and every import read by
// `parseCsv`; no module writes or reads CSV by hand.

/**
 * A cell a spreadsheet would run as a formula: one starting with `=`, `+`, `-`, `@`, a tab or a carriage
 * return.
 */
const formulaStart = /^[=+\-@\t\r]/;

/**
 * CSV as spreadsheets read it (RFC 4180): every field quoted, quotes doubled, lines ended with CRLF, no
 * byte-order mark, and a text field that starts with a formula character (`=`, `+`, `-`, `@`, tab, carriage
 * return) prefixed with an apostrophe so a spreadsheet shows it instead of running it. Numbers are written in
 * full (quoted like the rest; a negative number is a number, not a formula); null is an empty field.
 */
export function toCsv(rows: ReadonlyArray<ReadonlyArray<string | number | null>>): string {
  return rows.map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}

function csvField(value: string | number | null): string {
  if (value === null) return '""';
  const text = typeof value === 'string' && formulaStart.test(value) ? `'${value}` : String(value);
  return `"${text.replaceAll('"', '""')}"`;
}

/** A parsed CSV record: its fields and the file line it started on (1 for the first). */
export interface CsvLine {
  line: number;
  fields: string[];
}

/**
 * Reads CSV text (RFC 4180): fields separated by commas, a double-quoted field may hold commas, line breaks
 * and `""` for a quote; records end with CRLF, LF or CR. A leading byte-order mark is dropped, blank lines
 * are skipped, and whitespace before an opening quote is ignored. Fields are returned as written: no
 * trimming, no undoing of a formula apostrophe.
 */
export function parseCsv(text: string): CsvLine[] {
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const records: CsvLine[] = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let lineNumber = 1;
  let startedOn = 1;
  const endRecord = () => {
    fields.push(field);
    if (fields.length > 1 || fields[0]!.trim() !== '') records.push({ line: startedOn, fields });
    fields = [];
    field = '';
  };
  for (let index = 0; index < source.length; index += 1) {
    const char = source[index]!;
    if (quoted) {
      if (char === '"' && source[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (char === '"') {
        quoted = false;
      } else {
        if (char === '\n') lineNumber += 1;
        field += char;
      }
    } else if (char === '"' && field.trim() === '') {
      quoted = true;
      field = '';
    } else if (char === ',') {
      fields.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[index + 1] === '\n') index += 1;
      endRecord();
      lineNumber += 1;
      startedOn = lineNumber;
    } else {
      field += char;
    }
  }
  if (field !== '' || fields.length > 0) endRecord();
  return records;
}
