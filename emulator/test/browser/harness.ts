import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { chromium, type Browser, type Page } from 'playwright-core';
import type { CallOutcome, ClientOptions, FirestorePage } from './page/protocol.ts';

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

let bundled: Promise<string> | undefined;

/** The page script: firebase/app + firebase/firestore + firestore-page.ts, built once per process. */
function bundlePage(): Promise<string> {
  bundled ??= build({
    entryPoints: [fileURLToPath(new URL('./page/firestore-page.ts', import.meta.url))],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    logLevel: 'silent',
  }).then((result) => result.outputFiles[0]?.text ?? '');
  return bundled;
}

/**
 * Serves the page from its own 127.0.0.1 port: a different origin from the emulator, so every
 * WebChannel and REST request is cross-origin and CORS is exercised as in a real app.
 */
async function servePage(script: string): Promise<{ server: Server; url: string }> {
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

/** Thrown by {@link BrowserHarness.call} when the SDK call fails; carries the FirestoreError code. */
export class PageCallError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(`${code}: ${message}`);
  }
}

type PageMethod = keyof FirestorePage;
type Result<M extends PageMethod> = Awaited<ReturnType<FirestorePage[M]>>;

/**
 * Headless Chromium driving the SDK through page.evaluate. Every client gets its own browser context
 * and page, as every app tab has its own: Chromium allows only 6 HTTP/1.1 connections per host and
 * context, and each client's two channels hold up to two (streaming or held long-polls), so several
 * clients in one page would starve each other's requests.
 */
export class BrowserHarness {
  private readonly pages = new Map<string, Page>();
  private readonly channelUrls = new Map<string, URL[]>();
  /** Console errors and page errors, for diagnosing a failing case. */
  readonly pageLog: string[] = [];

  private constructor(
    private readonly browser: Browser,
    private readonly pageUrl: string,
    private readonly pageServer: Server,
  ) {}

  static async open(): Promise<BrowserHarness> {
    const { server, url } = await servePage(await bundlePage());
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    return new BrowserHarness(browser, url, server);
  }

  /** Opens a fresh page for `client` and initialises its Firestore instance there. */
  async addClient(client: string, options: ClientOptions): Promise<void> {
    const context = await this.browser.newContext();
    const page = await context.newPage();
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning')
        this.pageLog.push(`[${client}] ${message.text()}`);
    });
    page.on('pageerror', (error) => this.pageLog.push(`[${client}] ${error.message}`));
    const channelUrls: URL[] = [];
    this.channelUrls.set(client, channelUrls);
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.endsWith('/channel')) channelUrls.push(url);
    });
    await page.goto(this.pageUrl);
    await page.waitForFunction(() => 'firestorePage' in globalThis);
    this.pages.set(client, page);
    await this.call('init', client, options);
  }

  /** Every WebChannel request URL the client's page has sent so far, in order. */
  channelRequests(client: string): URL[] {
    return [...(this.channelUrls.get(client) ?? [])];
  }

  /** Calls a page function; resolves with its value or rejects with a {@link PageCallError}. */
  async call<M extends PageMethod>(method: M, ...args: Parameters<FirestorePage[M]>): Promise<Result<M>> {
    const outcome = await this.attempt(method, ...args);
    if (!outcome.ok) throw new PageCallError(outcome.code, outcome.message);
    return outcome.value as Result<M>;
  }

  /**
   * Calls a page function and reports success or the error code, never rejecting. The first argument
   * (a client name, or a listener id `client#n`) picks the page.
   */
  attempt<M extends PageMethod>(method: M, ...args: Parameters<FirestorePage[M]>): Promise<CallOutcome> {
    const client = args[0].split('#')[0] ?? '';
    const page = this.pages.get(client);
    if (!page) throw new Error(`No page for client ${client}; call addClient first`);
    return page.evaluate(
      ([name, params]) =>
        (
          globalThis as unknown as { firestorePage: { call(m: string, a: unknown[]): Promise<CallOutcome> } }
        ).firestorePage.call(name, params),
      [method, args] as [string, unknown[]],
    );
  }

  async close(): Promise<void> {
    for (const page of this.pages.values()) {
      await page
        .evaluate(() =>
          (
            globalThis as unknown as { firestorePage: { shutdown(): Promise<void> } }
          ).firestorePage.shutdown(),
        )
        .catch(() => undefined);
    }
    await this.browser.close();
    this.pageServer.closeAllConnections();
    await new Promise((resolve) => this.pageServer.close(resolve));
  }
}
