import { createServer } from 'node:http';
import express from 'express';
import type { HttpsFunction, Request } from 'firebase-functions/https';
import { listen } from './listen';

export interface ServedFunction {
  url: string;
  close: () => Promise<void>;
}

/**
 * Serves an onRequest or onCall function on an ephemeral local port behind Express, as the Functions
 * runtime does, so tests send real HTTP requests and read real responses.
 */
export async function serveFunction(fn: HttpsFunction): Promise<ServedFunction> {
  const app = express();
  app.use(express.json());
  app.use((req, res) => {
    // The runtime adds rawBody to Express's request; no code under test reads it.
    void fn(req as Request, res);
  });
  const { address, close } = await listen(createServer(app));
  return { url: `http://${address}`, close };
}
