// How fast this machine's cores are today, from a fixed piece of work: CI runs of the same code took from 28
// to 76 minutes on machines of the same kind, and a step's time means little without it. Prints one line with
// the fastest of five rounds of the same work (SHA-256 over 32 MiB, then a sort of 200,000 numbers) on one
// core (other load only slows a round down), so two CI logs can be compared: a run whose figure is twice
// another's is expected to take about twice as long.
import { createHash } from 'node:crypto';

const block = Buffer.alloc(1024 * 1024, 7);

function work() {
  const hash = createHash('sha256');
  for (let round = 0; round < 32; round += 1) hash.update(block);
  let seed = 12345;
  const numbers = Array.from({ length: 200_000 }, () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed;
  });
  numbers.sort((a, b) => a - b);
  return hash.digest('hex').length + numbers[0];
}

work();
const rounds = [];
for (let round = 0; round < 5; round += 1) {
  const started = process.hrtime.bigint();
  work();
  rounds.push(Number(process.hrtime.bigint() - started) / 1e6);
}
rounds.sort((a, b) => a - b);
console.log(
  `machine speed: the fixed work took ${rounds[0].toFixed(0)} ms on one core ` +
    `(fastest of 5 rounds, slowest ${rounds[4].toFixed(0)} ms; lower is faster)`,
);
