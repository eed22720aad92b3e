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
  // As the runtime does, a JSON body is also kept as its bytes (a Stripe webhook's signature covers them),
  // and may be up to 32 MB (express's own default, 100 KB, would hide the routes' size limits).
  app.use(
    express.json({
      limit: '32mb',
      verify: (req, _res, buffer) => {
        (req as Request).rawBody = buffer;
      },
    }),
  );
  // As the runtime does, a multipart body stays raw: req.body and req.rawBody are its bytes.
  app.use(
    express.raw({
      type: 'multipart/form-data',
      limit: '32mb',
      verify: (req, _res, buffer) => {
        (req as Request).rawBody = buffer;
      },
    }),
  );
  app.use((req, res) => {
    void fn(req as Request, res);
  });
  const { address, close } = await listen(createServer(app));
  return { url: `http://${address}`, close };
}
