// Comment lines keep to Prettier's 110-column print width, which Prettier does not wrap for us. A line may
// run over only where wrapping would spoil it: an address, a lint directive, a command or usage line, or a
// block laid out by hand (text indented under its marker, or columns aligned with runs of spaces).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const width = 110;
const files = execFileSync(
  'git',
  ['ls-files', 'apps/*.ts', 'apps/*.tsx', 'packages/*.ts', 'scripts/*.mjs', 'e2e/*.ts', 'bench/*.mjs'],
  { encoding: 'utf8' },
)
  .split('\n')
  .filter(Boolean);
const commentLine = /^\s*(?:\/\/|\/\*\*|\*)( *)(.*)$/;
const mayRunOver = (indent, text) =>
  indent.length > 1 ||
  / {3,}\S/.test(text) ||
  /https?:\/\/|eslint-|@ts-|^Usage:|^npm /.test(text) ||
  !text.includes(' ');

const over = [];
for (const file of files) {
  readFileSync(file, 'utf8')
    .split('\n')
    .forEach((line, index) => {
      if ([...line].length <= width) return;
      const match = commentLine.exec(line);
      if (match && !mayRunOver(match[1], match[2])) over.push(`${file}:${index + 1}`);
    });
}
if (over.length > 0) {
  console.error(`${over.length} comment line(s) over ${width} columns; wrap them:\n${over.join('\n')}`);
  process.exit(1);
}
console.log(`comment lines: none over ${width} columns but addresses, directives and laid-out blocks`);
