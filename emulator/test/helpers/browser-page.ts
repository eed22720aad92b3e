import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { chromium, type Browser } from 'playwright-core';

/**
 * What the browser tests share: a headless Chromium, and a page script (the web SDK plus a page
 * module) bundled and served from its own origin, so the emulator sees real cross-origin requests.
 */

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

const bundles = new Map<string, Promise<string>>();

/** Bundles a page module for the browser, once per process and module. */
export function bundlePage(entry: URL): Promise<string> {
  const path = fileURLToPath(entry);
  let bundled = bundles.get(path);
  if (!bundled) {
    bundled = build({
      entryPoints: [path],
      bundle: true,
      format: 'esm',
      platform: 'browser',
      target: 'es2022',
      write: false,
      logLevel: 'silent',
    }).then((result) => result.outputFiles[0]?.text ?? '');
    bundles.set(path, bundled);
  }
  return bundled;
}

/**
 * Serves a page running `script` from its own 127.0.0.1 port: a different origin from the emulator,
 * so every request is cross-origin and CORS is exercised as in a real app.
 */
export async function servePage(script: string): Promise<{ server: Server; url: string }> {
  const html =
    '<!doctype html><html><head><script type="module" src="/page.js"></script></head><body></body></html>';
  const server = createServer((req, res) => {
    if (req.url === '/page.js') {
      res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8' });
      res.end(script);
    } else if (req.url === '/') {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      res.end(html);
    } else if (req.url === '/favicon.ico') {
      res.writeHead(204);
      res.end();
    } else {
      res.writeHead(404);
      res.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/` };
}

export async function closePageServer(server: Server): Promise<void> {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
}
