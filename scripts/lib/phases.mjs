// @ts-check
// npm start's phases, each timed, so a regression in start-up shows which part grew
// (docs/local-stack.md#phases).

/**
 * @typedef {{ name: string, from: number, to: number }} Phase  seconds since the start
 */

/**
 * @param {number} startedAt  epoch ms the whole start began
 * @param {(line: string) => void} [log]
 */
export function phaseTimer(startedAt, log = (line) => console.log(line)) {
  /** @type {Phase[]} */
  const done = [];
  const now = () => (Date.now() - startedAt) / 1000;
  return {
    /**
     * Runs one phase, printing when it starts and ends; phases run side by side when not awaited.
     * @template T
     * @param {string} name
     * @param {() => Promise<T>} work
     * @returns {Promise<T>}
     */
    async time(name, work) {
      const from = now();
      log(`[${from.toFixed(1)}s] ${name}...`);
      const result = await work();
      const to = now();
      done.push({ name, from, to });
      log(`[${to.toFixed(1)}s] ✓ ${name} (${(to - from).toFixed(1)}s)`);
      return result;
    },
    /** Every finished phase, in start order: its time, and when it started and ended. */
    summary() {
      const phases = [...done].sort((a, b) => a.from - b.from);
      const width = Math.max(...phases.map((phase) => phase.name.length));
      return [
        'Phases (time, from → to since start):',
        ...phases.map(
          ({ name, from, to }) =>
            `  ${name.padEnd(width)}  ${(to - from).toFixed(1).padStart(5)}s  (${from.toFixed(1)} → ${to.toFixed(1)}s)`,
        ),
      ].join('\n');
    },
  };
}
