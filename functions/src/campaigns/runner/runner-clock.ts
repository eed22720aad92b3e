// The runner's clock. Callee-local hours make every dial depend on the time of day, so the tests and
// the local stack pin the runner's day: PARLEY_RUNNER_CLOCK (an ISO instant) starts the clock there
// when a process first reads it, running at real speed from then on (leases still expire). It is
// honoured on the emulators only (FIRESTORE_EMULATOR_HOST set): a deployment always runs on real time.

/** By start instant, how far the clock is shifted from real time in this process. */
const shifts = new Map<string, number>();

/** The clock the runner's default dependencies use. */
export function runnerClock(): () => number {
  const start = process.env.PARLEY_RUNNER_CLOCK;
  if (!start || !process.env.FIRESTORE_EMULATOR_HOST || Number.isNaN(Date.parse(start))) return Date.now;
  let shift = shifts.get(start);
  if (shift === undefined) {
    shift = Date.parse(start) - Date.now();
    shifts.set(start, shift);
  }
  const by = shift;
  return () => Date.now() + by;
}
