// @ts-check
// `npm start`: runs the local stack and stops all of it on Ctrl-C. For now that is the web dev server;
// the emulators, seed and fake providers join `services` (in start order) as their issues land.
import { fileURLToPath } from 'node:url';
import { startService, stopServices } from './lib/services.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const WEB_URL = 'http://127.0.0.1:5173/';

/** @type {import('./lib/services.mjs').Service[]} */
const services = [
  {
    name: 'web',
    command: 'npx',
    args: ['vite', '--host', '127.0.0.1', '--port', '5173', '--strictPort'],
    cwd: `${root}web`,
    readyUrl: WEB_URL,
    url: WEB_URL,
  },
];

/** @type {import('./lib/services.mjs').Running[]} */
const running = [];
let stopping = false;

/** @param {number} code */
async function shutdown(code) {
  if (stopping) return;
  stopping = true;
  await stopServices(running);
  process.exit(code);
}

for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, () => {
    console.log(`\nStopping ${running.map(({ service }) => service.name).join(', ') || 'nothing'}...`);
    void shutdown(0);
  });
}

try {
  for (const service of services) {
    console.log(`Starting ${service.name}...`);
    const started = await startService(service);
    running.push(started);
    // A service that dies while the stack runs takes the stack down, rather than leaving it half-working.
    void started.exited.then((code) => {
      if (stopping) return;
      console.error(`${service.name} exited with code ${code}; stopping the rest.`);
      void shutdown(code === 0 ? 1 : code);
    });
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  await shutdown(1);
}

console.log('\nParley is running:');
for (const { service } of running) {
  if (service.url) console.log(`  ${service.name.padEnd(10)} ${service.url}`);
}
console.log('Press Ctrl-C to stop.');
