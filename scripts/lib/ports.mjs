// @ts-check
import { createServer } from 'node:net';

/**
 * Whether host:port can be bound right now. Checked before starting anything, so a port taken by another
 * program is one clear message rather than a child that dies half-way through start-up.
 * @param {{ host: string, port: number }} address
 * @returns {Promise<boolean>}
 */
export function isPortFree({ host, port }) {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => {
      resolve(false);
    });
    server.listen(port, host, () => {
      server.close(() => {
        resolve(true);
      });
    });
  });
}

// Reserved ports come from below Linux's ephemeral range (32768–60999 by default), where listen(0)
// never lands: a port handed out here stays free until its user binds it, even while test servers
// elsewhere bind port 0 (a port the OS picked and released could be handed to one of them first).
const RESERVABLE = { from: 20_000, to: 32_767 };
/** @type {Set<number>} */
const handedOut = new Set();

/**
 * A free port on host for a server that starts later (e.g. an emulator child), never the same one twice
 * in this process.
 * @param {string} [host]
 * @returns {Promise<number>}
 */
export async function freePort(host = '127.0.0.1') {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const port = RESERVABLE.from + Math.floor(Math.random() * (RESERVABLE.to - RESERVABLE.from + 1));
    if (handedOut.has(port)) continue;
    handedOut.add(port);
    if (await isPortFree({ host, port })) return port;
  }
  throw new Error(`No free port between ${RESERVABLE.from} and ${RESERVABLE.to} on ${host}.`);
}
