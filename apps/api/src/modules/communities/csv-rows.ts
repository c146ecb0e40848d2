/** A parsed CSV line: its fields and the file line it started on (1 for the header). */
export interface CsvLine {
  line: number;
  fields: string[];
}

/**
 * Reads CSV text (RFC 4180: commas, double-quoted fields with "" for a quote, CRLF or LF line ends; a
 * leading byte-order mark is dropped). Blank lines are skipped; a quoted field may span lines.
 */
export function parseCsv(text: string): CsvLine[] {
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const lines: CsvLine[] = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let lineNumber = 1;
  let startedOn = 1;
  const endRecord = () => {
    fields.push(field);
    if (fields.length > 1 || fields[0]!.trim() !== '') lines.push({ line: startedOn, fields });
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
      continue;
    }
    if (char === '"' && field.trim() === '') {
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
  return lines;
}
