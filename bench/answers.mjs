// What every benchmark does with the answers it gets: a bench that measured refusals (a 403, a 429, a 500)
// while printing figures as if it measured the real thing misleads. Any answer a bench did
// not expect stops it with a non-zero exit and a message naming the statuses and how many of each.

export class UnexpectedAnswers extends Error {
  constructor(label, counts, expected) {
    const seen = Object.entries(counts)
      .map(([status, count]) => `${count} × ${status}`)
      .join(', ');
    super(`${label}: expected only ${expected.join(' or ')}, got ${seen}`);
    this.name = 'UnexpectedAnswers';
  }
}

/** Throws UnexpectedAnswers when `counts` (status → how many) holds a status not in `expected`. */
export function expectOnly(label, counts, expected = [200]) {
  const isUnexpected = Object.entries(counts).some(
    ([status, count]) => count > 0 && !expected.includes(Number(status)),
  );
  if (isUnexpected) throw new UnexpectedAnswers(label, counts, expected);
}

/**
 * The status counts of an autocannon run, with connection errors and timeouts as `error` and `timeout`
 * (they are never expected).
 */
export function autocannonAnswers(result) {
  const counts = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([status, { count }]) => [status, count]),
  );
  if (result.errors > 0) counts.error = result.errors;
  if (result.timeouts > 0) counts.timeout = result.timeouts;
  return counts;
}

/** `fetch`, failing with the status and the body's start unless the answer's status is in `expected`. */
export async function fetchExpecting(url, init = {}, expected = [200]) {
  const response = await fetch(url, init);
  if (!expected.includes(response.status)) {
    const body = (await response.text()).slice(0, 300);
    throw new Error(
      `${init.method ?? 'GET'} ${url}: expected ${expected.join(' or ')}, got ${response.status} ${body}`,
    );
  }
  return response;
}
