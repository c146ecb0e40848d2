// The order in which a line of mixed-direction text is drawn (ADR 192): a small
// part of the Unicode bidirectional algorithm (UAX #9), enough for the server's PDFs, whose drawing library
// lays out a line as one run and never reorders it. It knows strong letters (Arabic and Hebrew right to left,
// other letters left to right), numbers with their signs and separators, neutrals, the directional marks Intl
// writes and the isolates messages put around set-in values; it has no embeddings or overrides
// (names refuse them).

export type TextDirection = 'ltr' | 'rtl';

type Kind = 'L' | 'R' | 'EN' | 'N';

interface Unit {
  /** One character, or an isolate already put in its own visual order. */
  text: string;
  kind: Kind;
  /** A character that may join a number: a sign or a separator. */
  joinsNumber?: 'sign' | 'separator';
  level: number;
}

// The Arabic comma (U+060C) is a separator, like the Latin comma, not a letter (UAX #9 class CS).
const rightToLeftLetter = /[\u0590-\u060b\u060d-\u065f\u066d-\u06ef\u06fa-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/u;
const digit = /[0-9\u0660-\u0669\u06f0-\u06f9]/u;
const letter = /[\p{L}\p{M}]/u;
const signs = new Set(['+', '-', '\u2212', '%', '\u066a']);
const separators = new Set(['.', ',', '\u060c', ':', '/', '\u066b', '\u066c', '\u00a0', '\u202f']);
const marks: Record<string, Kind> = { '\u200e': 'L', '\u200f': 'R', '\u061c': 'R' };
const isolateOpen: Record<string, TextDirection | 'first-strong'> = {
  '\u2066': 'ltr',
  '\u2067': 'rtl',
  '\u2068': 'first-strong',
};
const isolateClose = '\u2069';
/** Directional controls: they shape the order, and are never drawn (the PDF font has no glyph for them). */
const controls = /[\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069]/gu;
const mirrored: Record<string, string> = {
  '(': ')',
  ')': '(',
  '[': ']',
  ']': '[',
  '{': '}',
  '}': '{',
  '<': '>',
  '>': '<',
  '«': '»',
  '»': '«',
  '‹': '›',
  '›': '‹',
};

/** Whether the text holds a right-to-left letter. */
export function hasRightToLeft(text: string): boolean {
  return rightToLeftLetter.test(text);
}

/** The direction of the first strong letter (UAX #9's P2), left to right when there is none. */
export function firstStrongDirection(text: string): TextDirection {
  for (const character of text) {
    if (rightToLeftLetter.test(character)) return 'rtl';
    if (letter.test(character)) return 'ltr';
  }
  return 'ltr';
}

function kindOf(character: string): Pick<Unit, 'kind' | 'joinsNumber'> {
  if (marks[character]) return { kind: marks[character] };
  if (digit.test(character)) return { kind: 'EN' };
  if (rightToLeftLetter.test(character)) return { kind: 'R' };
  if (letter.test(character)) return { kind: 'L' };
  if (signs.has(character)) return { kind: 'N', joinsNumber: 'sign' };
  if (separators.has(character)) return { kind: 'N', joinsNumber: 'separator' };
  return { kind: 'N' };
}

/**
 * The characters of `text` as units; an isolate's content is put in its own order and kept as one neutral.
 */
function unitsOf(text: string): Unit[] {
  const characters = Array.from(text);
  const units: Unit[] = [];
  for (let index = 0; index < characters.length; index += 1) {
    const character = characters[index]!;
    const opens = isolateOpen[character];
    if (opens) {
      let depth = 1;
      let end = index + 1;
      for (; end < characters.length; end += 1) {
        if (isolateOpen[characters[end]!]) depth += 1;
        else if (characters[end] === isolateClose && --depth === 0) break;
      }
      const inner = characters.slice(index + 1, end).join('');
      const direction = opens === 'first-strong' ? firstStrongDirection(inner) : opens;
      units.push({ text: visualOrder(inner, direction), kind: 'N', level: 0 });
      index = end;
      continue;
    }
    if (character === isolateClose) continue;
    units.push({ text: character, ...kindOf(character), level: 0 });
  }
  return units;
}

/**
 * The line as it is seen from left to right, for a paragraph of `direction`: right-to-left runs reversed,
 * numbers and left-to-right runs inside them kept in reading order, brackets mirrored where they read right
 * to left, and directional controls removed.
 */
export function visualOrder(text: string, direction: TextDirection): string {
  const units = unitsOf(text);
  const base: Kind = direction === 'rtl' ? 'R' : 'L';
  // A sign before or after a number, and a separator between two digits, belong to the number (W4, W5).
  units.forEach((unit, index) => {
    const before = units[index - 1]?.kind;
    const after = units[index + 1]?.kind;
    if (unit.joinsNumber === 'sign' && (before === 'EN' || after === 'EN')) unit.kind = 'EN';
    if (unit.joinsNumber === 'separator' && before === 'EN' && after === 'EN') unit.kind = 'EN';
  });
  // A number after left-to-right letters is read with them (W7).
  let strong: Kind = base;
  for (const unit of units) {
    if (unit.kind === 'L' || unit.kind === 'R') strong = unit.kind;
    else if (unit.kind === 'EN' && strong === 'L') unit.kind = 'L';
  }
  // A pair of brackets reads with what it encloses: the paragraph's direction when that is inside, else the
  // other direction when both the inside and the text before the pair have it (N0), so "SkillCoin
  // (SC)" stays whole.
  const open: number[] = [];
  const pairs: Array<[number, number]> = [];
  units.forEach((unit, index) => {
    if ('([{'.includes(unit.text)) open.push(index);
    else if (')]}'.includes(unit.text) && open.length > 0) {
      const start = open.pop()!;
      if ('([{'.indexOf(units[start]!.text) === ')]}'.indexOf(unit.text)) pairs.push([start, index]);
    }
  });
  const strongOf = (kind: Kind): Kind | null => (kind === 'EN' ? 'R' : kind === 'N' ? null : kind);
  for (const [start, end] of pairs.sort((a, b) => a[0] - b[0])) {
    const inside = new Set(units.slice(start + 1, end).map((unit) => strongOf(unit.kind)));
    const opposite: Kind = base === 'L' ? 'R' : 'L';
    let before: Kind = base;
    for (let index = start - 1; index >= 0; index -= 1) {
      const kind = strongOf(units[index]!.kind);
      if (kind) {
        before = kind;
        break;
      }
    }
    const kind = inside.has(base)
      ? base
      : inside.has(opposite)
        ? before === opposite
          ? opposite
          : base
        : null;
    if (kind) units[start]!.kind = units[end]!.kind = kind;
  }
  // Neutrals take the direction of the text on both sides when it agrees, else the paragraph's (N1, N2).
  for (let index = 0; index < units.length;) {
    if (units[index]!.kind !== 'N') {
      index += 1;
      continue;
    }
    let end = index;
    while (end < units.length && units[end]!.kind === 'N') end += 1;
    const sideOf = (kind: Kind | undefined): Kind => (kind === undefined ? base : kind === 'EN' ? 'R' : kind);
    const before = sideOf(units[index - 1]?.kind);
    const after = sideOf(units[end]?.kind);
    const resolved = before === after ? before : base;
    for (let at = index; at < end; at += 1) units[at]!.kind = resolved;
    index = end;
  }
  // Levels (I1, I2), then every run at or above each level reversed, the highest first (L2).
  for (const unit of units) {
    if (direction === 'ltr') unit.level = unit.kind === 'L' ? 0 : unit.kind === 'R' ? 1 : 2;
    else unit.level = unit.kind === 'R' ? 1 : 2;
    if (unit.level % 2 === 1 && mirrored[unit.text]) unit.text = mirrored[unit.text]!;
  }
  const highest = Math.max(0, ...units.map((unit) => unit.level));
  for (let level = highest; level >= 1; level -= 1) {
    for (let index = 0; index < units.length;) {
      if (units[index]!.level < level) {
        index += 1;
        continue;
      }
      let end = index;
      while (end < units.length && units[end]!.level >= level) end += 1;
      units.splice(index, end - index, ...units.slice(index, end).reverse());
      index = end;
    }
  }
  return units
    .map((unit) => unit.text)
    .join('')
    .replace(controls, '');
}
