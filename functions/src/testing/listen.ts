import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Listening {
  /** host:port, e.g. 127.0.0.1:41234 */
  address: string;
  close: () => Promise<void>;
}

/** Starts a server on an ephemeral 127.0.0.1 port, so parallel test files never collide. */
export async function listen(server: Server): Promise<Listening> {
  await new Promise<void>((resolve) => {
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    address: `127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve, reject) => {
        server.close((error) => {
          if (error) reject(error);
          else resolve();
        });
      }),
  };
}
