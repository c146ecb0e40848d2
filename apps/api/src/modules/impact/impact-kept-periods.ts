// How a period of whole UTC days is cut into the year, month and day rows the kept figures hold.

type Grain = 'year' | 'month' | 'day';
export interface Piece {
  grain: Grain;
  from: Date;
  until: Date;
  sign: 1 | -1;
}

const unitStart = (grain: Grain, at: Date) =>
  grain === 'year'
    ? new Date(Date.UTC(at.getUTCFullYear(), 0, 1))
    : grain === 'month'
      ? new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1))
      : at;
const unitAfter = (grain: Grain, at: Date) =>
  grain === 'year'
    ? new Date(Date.UTC(at.getUTCFullYear() + 1, 0, 1))
    : grain === 'month'
      ? new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1))
      : new Date(at.getTime() + 86_400_000);

/**
 * How a period of whole UTC days is read from rows kept by year, month and day: whole years and months are
 * read as such; a year or month the period covers for at most half is read from the finer rows of the part
 * covered, and one it covers for more is read whole, less the finer rows of the part it does not cover. So a
 * period reads about one row per member and year, whatever its length and wherever it starts.
 */
export function piecesOf(start: Date, end: Date, grain: Grain, sign: 1 | -1): Piece[] {
  if (start >= end) return [];
  if (grain === 'day') return [{ grain, from: start, until: end, sign }];
  const finer: Grain = grain === 'year' ? 'month' : 'day';
  const pieces: Piece[] = [];
  const flipped = sign === 1 ? -1 : 1;
  let wholeFrom: Date | null = null;
  let wholeUntil: Date | null = null;
  for (let unit = unitStart(grain, start); unit < end; unit = unitAfter(grain, unit)) {
    const after = unitAfter(grain, unit);
    const from = start > unit ? start : unit;
    const until = end < after ? end : after;
    const covered = until.getTime() - from.getTime();
    const length = after.getTime() - unit.getTime();
    if (covered < length && covered * 2 <= length) {
      pieces.push(...piecesOf(from, until, finer, sign));
      continue;
    }
    wholeFrom ??= unit;
    wholeUntil = after;
    pieces.push(...piecesOf(unit, from, finer, flipped), ...piecesOf(until, after, finer, flipped));
  }
  if (wholeFrom && wholeUntil) pieces.push({ grain, from: wholeFrom, until: wholeUntil, sign });
  return pieces;
}
