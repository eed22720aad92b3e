// Spawned by the startup figure: where a cold `parley-emulator start` spends its time, phase by
// phase, in a fresh process (the same steps bin/parley-emulator.mjs takes). Prints one JSON line.
const phases = {};
let last = 0; // performance.now() counts from process start
const mark = (name) => {
  const now = performance.now();
  phases[name] = now - last;
  last = now;
};
mark('Node bootstrap to the first line of the script');
const { register } = await import('tsx/esm/api');
register();
mark('tsx loader');
await import('@grpc/grpc-js');
mark('@grpc/grpc-js import');
const { startEmulator } = await import('../../src/index.ts');
mark('emulator modules (through tsx)');
const emulator = await startEmulator({
  projectId: 'demo-probe',
  host: '127.0.0.1',
  firestorePort: 0,
  storagePort: 0,
  log: () => {},
});
mark('startEmulator()');
await emulator.stop();
console.log(JSON.stringify(phases));
