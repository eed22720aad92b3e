// A small website on 127.0.0.1 for crawler tests and the bench: linked pages, robots.txt, a redirect,
// a loop, a page that never answers, a 50 MB page, a PDF and an image. Pages can be changed between
// crawls. It is reached by a public-looking name that the guard's test resolver maps to loopback.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { GuardOptions } from '../../lib/outbound/guarded-fetch';
import { resolverWith } from '../../lib/outbound/outbound-policy';
import { buildPdf } from './pdf-fixture';

export const FIXTURE_HOST = 'shop.example.test';

export interface FixtureSite {
  /** http://shop.example.test:{port} */
  origin: string;
  /** The guard options that let the crawler reach this site (and nothing else on loopback). */
  guard: Required<Pick<GuardOptions, 'policy' | 'resolve'>>;
  /** Path → HTML body; edit to change the site between crawls. */
  pages: Map<string, string>;
  robots: string;
  requests: string[];
  close(): Promise<void>;
}

const page = (title: string, body: string, links: readonly string[] = []) =>
  `<!doctype html><html><head><title>${title}</title></head><body>
<nav>${['/', '/about', '/pricing'].map((href) => `<a href="${href}">${href}</a>`).join(' ')}</nav>
<main><h1>${title}</h1><p>${body}</p><ul>${links.map((href) => `<li><a href="${href}">${href}</a></li>`).join('')}</ul></main>
<footer>© Fixture shop</footer></body></html>`;

/** The default site; `extraPages` generated pages /p/1 … /p/n are linked from the home page. */
function defaultPages(extraPages: number): Map<string, string> {
  const generated = Array.from({ length: extraPages }, (_, i) => `/p/${String(i + 1)}`);
  return new Map([
    [
      '/',
      page('Home', 'Welcome to the fixture shop.', [
        '/about',
        '/pricing',
        '/blog',
        '/private/secret',
        '/old-about',
        '/loop-a',
        '/menu.pdf',
        '/logo.png',
        ...generated,
      ]),
    ],
    ['/about', page('About', 'We have sold bikes since 1999.')],
    ['/pricing', page('Pricing', 'A basic service costs $79.')],
    ['/blog', page('Blog', 'Our news.', ['/blog/one', '/blog/two'])],
    ['/blog/one', page('Blog one', 'First post.', ['/blog/one/deeper'])],
    ['/blog/one/deeper', page('Deeper', 'Three hops from home.')],
    ['/blog/two', page('Blog two', 'Second post.')],
    ['/private/secret', page('Secret', 'Robots may not read this.')],
    ['/loop-a', page('Loop A', 'Goes to B.', ['/loop-b'])],
    ['/loop-b', page('Loop B', 'Goes to A.', ['/loop-a', '/loop-a#top'])],
    ...generated.map((path, i): [string, string] => [
      path,
      page(`Page ${String(i + 1)}`, `Generated page number ${String(i + 1)}.`),
    ]),
  ]);
}

export async function startFixtureSite(options: { extraPages?: number } = {}): Promise<FixtureSite> {
  const pages = defaultPages(options.extraPages ?? 0);
  const requests: string[] = [];
  const site = { robots: 'User-agent: *\nDisallow: /private/\n' };
  const server: Server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    requests.push(path);
    if (path === '/robots.txt') {
      res.setHeader('content-type', 'text/plain');
      res.end(site.robots);
    } else if (path === '/old-about') {
      res.writeHead(301, { location: '/about' }).end();
    } else if (path === '/slow') {
      // Never answers: the crawler's page timeout must end it.
    } else if (path === '/huge') {
      res.setHeader('content-type', 'text/html');
      const chunk = Buffer.alloc(1024 * 1024, 'a');
      let sent = 0;
      const pump = () => {
        while (sent < 50 && res.write(chunk)) sent += 1;
        if (sent >= 50) res.end();
        else res.once('drain', pump);
      };
      res.on('close', () => res.removeAllListeners('drain'));
      pump();
    } else if (path === '/menu.pdf') {
      res.setHeader('content-type', 'application/pdf');
      res.end(Buffer.from(buildPdf([[{ text: 'Menu', size: 24 }, { text: 'Coffee costs four dollars.' }]])));
    } else if (path === '/logo.png') {
      res.setHeader('content-type', 'image/png');
      res.end(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    } else {
      const body = pages.get(path);
      res.statusCode = body === undefined ? 404 : 200;
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.end(body ?? page('Not found', 'No such page.'));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://${FIXTURE_HOST}:${String(port)}`,
    guard: {
      policy: { extraPorts: [port], loopbackHosts: [FIXTURE_HOST] },
      resolve: resolverWith({ [FIXTURE_HOST]: '127.0.0.1' }),
    },
    pages,
    get robots() {
      return site.robots;
    },
    set robots(text: string) {
      site.robots = text;
    },
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          resolve();
        });
      }),
  };
}
