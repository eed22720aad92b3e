import type { Server } from 'node:http';
import type { Browser, Page } from 'playwright-core';
import { bundlePage, closePageServer, launchChromium, servePage } from '../helpers/browser-page.ts';
import type { CallOutcome, ClientOptions, FirestorePage } from './page/protocol.ts';

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
    // The page script: firebase/app + firebase/firestore + firestore-page.ts.
    const { server, url } = await servePage(
      await bundlePage(new URL('./page/firestore-page.ts', import.meta.url)),
    );
    const browser = await launchChromium();
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
    await closePageServer(this.pageServer);
  }
}
