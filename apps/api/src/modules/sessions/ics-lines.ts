// The iCalendar lines ical-generator writes wrongly, written here instead: the calendar's
// name (NAME, X-WR-CALNAME), which it leaves unescaped, and each event's URL, which it escapes as TEXT
// although a URI value is not TEXT (RFC 5545 §3.3.13): `;` in a meeting link came out as `\;`,
// inside the address.

const crlf = '\r\n';
const maxLineOctets = 75;

/** A TEXT value (RFC 5545 §3.3.11): backslash, semicolon and comma escaped, line breaks as `\n`. */
function escapeText(value: string): string {
  return value.replace(/[\\;,]/g, (character) => `\\${character}`).replace(/\r\n|\r|\n/g, '\\n');
}

/** A content line folded at 75 octets (RFC 5545 §3.1), never inside a UTF-8 character. */
function foldLine(line: string): string {
  const pieces: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = Buffer.byteLength(character);
    // Continuation lines start with a space, which counts against their 75 octets.
    const limit = pieces.length === 0 ? maxLineOctets : maxLineOctets - 1;
    if (octets + size > limit) {
      pieces.push(current);
      current = '';
      octets = 0;
    }
    current += character;
    octets += size;
  }
  pieces.push(current);
  return pieces.join(`${crlf} `);
}

/**
 * Adds the calendar's name after its METHOD line, and each event's URL (a URI, unescaped) after the UID line
 * of the event with that UID. Links come from validated https addresses, which hold no line breaks.
 */
export function withOwnLines(ics: string, lines: { name: string; links: Map<string, string> }): string {
  const name = escapeText(lines.name);
  return ics
    .split(crlf)
    .flatMap((line) => {
      if (line.startsWith('METHOD:'))
        return [line, foldLine(`NAME:${name}`), foldLine(`X-WR-CALNAME:${name}`)];
      const link = line.startsWith('UID:') ? lines.links.get(line.slice('UID:'.length)) : undefined;
      return link === undefined ? [line] : [line, foldLine(`URL;VALUE=URI:${link}`)];
    })
    .join(crlf);
}
