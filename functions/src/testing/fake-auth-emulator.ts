import { createServer } from 'node:http';
import { vi } from 'vitest';
import { listen } from './listen';

/**
 * With FIREBASE_AUTH_EMULATOR_HOST set, the Admin SDK checks an ID token's claims itself (issuer,
 * audience, expiry) and then asks the Auth emulator whether the account is disabled. This stands in for
 * that one endpoint (accounts:lookup) until tests run against the real local stack: every uid exists and
 * is enabled, except those listed as disabled. It points FIREBASE_AUTH_EMULATOR_HOST at itself.
 */
export async function startFakeAuthEmulator({ disabled = [] }: { disabled?: string[] } = {}) {
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => {
      body += chunk.toString();
    });
    req.on('end', () => {
      if (req.method !== 'POST' || !req.url?.endsWith('/accounts:lookup')) {
        res.writeHead(404).end();
        return;
      }
      const { localId = [] } = JSON.parse(body) as { localId?: string[] };
      const users = localId.map((uid) => ({ localId: uid, disabled: disabled.includes(uid) }));
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ users }));
    });
  });
  const listening = await listen(server);
  vi.stubEnv('FIREBASE_AUTH_EMULATOR_HOST', listening.address);
  return {
    close: async () => {
      vi.unstubAllEnvs();
      await listening.close();
    },
  };
}
