/**
 * CSV as spreadsheets read it (RFC 4180): every field quoted, quotes doubled, lines ended with CRLF, and a text
 * field that starts with a formula character (`=`, `+`, `-`, `@`, tab, carriage return) prefixed with an
 * apostrophe so a spreadsheet shows it instead of running it. Numbers are written in full (quoted like the rest).
 */
export function toCsv(rows: ReadonlyArray<ReadonlyArray<string | number | null>>): string {
  return rows.map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}

function csvField(value: string | number | null): string {
  if (value === null) return '""';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}
