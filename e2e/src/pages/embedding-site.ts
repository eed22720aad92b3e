// A customer's website embedding an agent's widget: one page on its own 127.0.0.1 port, so its own
// origin. Its CSS hides every button and div, as a careless site stylesheet might: the widget's
// launcher, drawn in a shadow root on a div, must still show.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface EmbeddingSite {
  /** `http://127.0.0.1:<port>`, what the browser sends as Origin. */
  origin: string;
  close(): Promise<void>;
}

/** Serves a page with `snippet` (the Knowledge tab's embed snippet) before </body>. */
export async function serveEmbeddingSite(snippet: string): Promise<EmbeddingSite> {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Harbour Bikes</title>
<style>button, div { display: none !important; } body { font: 40px serif; color: red; }</style></head>
<body><h1>Harbour Bikes</h1>${snippet}</body></html>`;
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${String(port)}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        // The browser keeps connections open; they would hold close() until it quits.
        server.closeAllConnections();
        server.close((error) => {
          if (error) reject(error);
          else resolve();
        });
      }),
  };
}
