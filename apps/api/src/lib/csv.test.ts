import { describe, expect, it } from 'vitest';
import { parseCsv, toCsv } from './csv.ts';

const longWord = 'w'.repeat(3000);
const arabic = 'مرحبا، كيف حالك؟';

// Each hostile cell beside what a spreadsheet (or parseCsv) reads back: formula starts carry an apostrophe.
const hostile: Array<[written: string, readBack: string]> = [
  ['say "hi"', 'say "hi"'],
  ['a,b', 'a,b'],
  ['two\nlines', 'two\nlines'],
  ['crlf\r\ninside', 'crlf\r\ninside'],
  ["=cmd|' /C calc'!A0", "'=cmd|' /C calc'!A0"],
  ['+1+1', "'+1+1"],
  ['-2+3', "'-2+3"],
  ['@SUM(A1:A2)', "'@SUM(A1:A2)"],
  ['\tleading tab', "'\tleading tab"],
  ['\rleading return', "'\rleading return"],
  ['nul\u0000byte', 'nul\u0000byte'],
  [arabic, arabic],
  [longWord, longWord],
  ['', ''],
];

describe('toCsv', () => {
  it('quotes every field, doubles quotes, neutralises formulas and ends each line with CRLF, byte for byte', () => {
    const written = toCsv([
      ['name', 'note', 'amount'],
      ['say "hi"', 'a,b\nc', -1.5],
      ['=HYPERLINK("http://evil.example")', '@x', null],
      ['+1', '-2', 3],
      ['\tx', '\ry', 0],
      ['nul\u0000', arabic, 1e21],
    ]);
    expect(written).toBe(
      '"name","note","amount"\r\n' +
        '"say ""hi""","a,b\nc","-1.5"\r\n' +
        '"\'=HYPERLINK(""http://evil.example"")","\'@x",""\r\n' +
        '"\'+1","\'-2","3"\r\n' +
        '"\'\tx","\'\ry","0"\r\n' +
        `"nul\u0000","${arabic}","1e+21"\r\n`,
    );
    expect(written.startsWith('\uFEFF')).toBe(false);
  });

  it('writes a 3,000-character word whole, in one quoted field', () => {
    expect(toCsv([[longWord, 'next']])).toBe(`"${longWord}","next"\r\n`);
  });
});

describe('parseCsv', () => {
  it('reads back every hostile cell toCsv wrote, each in its own row and column', () => {
    const rows = hostile.map(([written], index) => [String(index), written, 'end']);
    const read = parseCsv(toCsv([['index', 'cell', 'after'], ...rows]));
    expect(read.map((record) => record.fields)).toEqual([
      ['index', 'cell', 'after'],
      ...hostile.map(([, readBack], index) => [String(index), readBack, 'end']),
    ]);
  });

  it('reads RFC 4180: quoted commas, doubled quotes, line breaks inside quotes, CRLF, LF and CR line ends', () => {
    const text = '\uFEFFa,"b,c","say ""hi"""\r\n"two\nlines",plain,\n\r\nlast,"",x\rcr,end';
    expect(parseCsv(text)).toEqual([
      { line: 1, fields: ['a', 'b,c', 'say "hi"'] },
      { line: 2, fields: ['two\nlines', 'plain', ''] },
      { line: 5, fields: ['last', '', 'x'] },
      { line: 6, fields: ['cr', 'end'] },
    ]);
  });

  it('keeps unquoted fields as written and reads a file without a final line end', () => {
    expect(parseCsv(' email , name \nann@example.org,Ann')).toEqual([
      { line: 1, fields: [' email ', ' name '] },
      { line: 2, fields: ['ann@example.org', 'Ann'] },
    ]);
    expect(parseCsv('')).toEqual([]);
    expect(parseCsv('\r\n\n')).toEqual([]);
  });
});
