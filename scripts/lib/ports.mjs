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

/**
 * A port the OS reports free on host (there is a small window before the caller binds it).
 * @param {string} [host]
 * @returns {Promise<number>}
 */
export function freePort(host = '127.0.0.1') {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, host, () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => {
        resolve(port);
      });
    });
  });
}
