/**
 * @parley/emulator: a Java-free Firestore and Storage emulator for the official Firebase clients.
 * `startEmulator()` is what test harnesses use; `parley-emulator start` (src/cli.ts) wraps it.
 */
export { startEmulator } from './server/start-emulator.ts';
export type { StartEmulatorOptions, RunningEmulator, EmulatorAddress } from './server/start-emulator.ts';
export type { RulesFileLoad } from './server/rules-wiring.ts';
