// The emulator test harness for every workspace (see README "Tests against the emulators"). Install
// it in a vitest project with globalSetup './global-setup.ts' and setupFiles './setup-env.ts'.
export { getTestEnv, useOwnTestProject, type TestEnv } from './test-env';
export { wipeAuth, wipeFirestore, wipeStorage } from './wipe';
export { adminApp } from './admin-app';
export { requireAuthEmulator, requireFunctionsEmulator } from './require-emulator';
