// A small business website for the knowledge base's crawler in the local stack: a few dozen linked
// pages of a bicycle shop (with navigation and footer boilerplate), a robots.txt that disallows
// /admin/, a permanent redirect, a PDF price list and a page that changes on demand (POST /_edit), so a
// crawl, a re-crawl's change report and "ask your knowledge base" all work offline. The functions reach
// it by the name FAKE_WEBSITE_HOST, which the outbound guard maps to 127.0.0.1 only under the emulator
// (PARLEY_OUTBOUND_LOCAL_HOSTS, functions/src/lib/outbound/outbound-policy.ts).
import type { ServerResponse } from 'node:http';
import { buildPdf } from '../../functions/src/knowledge/testing/pdf-fixture';
import {
  sendBytes,
  startFakeServer,
  type FakeRequest,
  type FakeServer,
  type FakeStartOptions,
} from './fake-server';

export const FAKE_WEBSITE_HOST = 'shop.parley.test';

const SECTIONS: Record<string, { title: string; body: string }> = {
  '/hours': {
    title: 'Opening hours',
    body: 'Harbour Bikes is open Monday to Friday from 9am to 6pm, and on Saturday from 10am to 4pm. We are closed on Sundays.',
  },
  '/pricing': {
    title: 'Pricing',
    body: 'A basic service costs $79. A full service costs $149. City bikes rent for $25 per day.',
  },
  '/returns': {
    title: 'Returns policy',
    body: 'Unused items in their original packaging can be returned within 30 days of purchase for a full refund.',
  },
  '/delivery': {
    title: 'Delivery',
    body: 'Standard shipping costs $9.95 and is free on orders over $100. We do not ship outside Australia.',
  },
  '/repairs': {
    title: 'Repairs',
    body: 'Flat tyre repairs are done while you wait, usually in 20 minutes, and cost $25 including a new tube.',
  },
  '/contact': { title: 'Contact', body: 'Harbour Bikes, 12 Wharf Street, Pyrmont. Call us on 02 9555 0142.' },
  '/warranty': {
    title: 'Warranty',
    body: 'Frames have a lifetime warranty against manufacturing defects. Components have a two-year warranty.',
  },
};
const POSTS = Array.from({ length: 20 }, (_, i) => `/blog/${String(i + 1)}`);

function page(title: string, body: string, links: readonly string[] = []): string {
  const nav = ['/', ...Object.keys(SECTIONS), '/blog']
    .map((href) => `<a href="${href}">${href}</a>`)
    .join(' ');
  const list = links.map((href) => `<li><a href="${href}">${href}</a></li>`).join('');
  return `<!doctype html><html><head><title>${title} · Harbour Bikes</title></head><body>
<header>Harbour Bikes</header><nav>${nav}</nav>
<main><h1>${title}</h1><p>${body}</p><ul>${list}</ul></main>
<footer>© Harbour Bikes · Privacy · Terms</footer></body></html>`;
}

export interface FakeWebsite extends FakeServer {
  /** http://shop.parley.test:<port>/ — the URL to crawl from the app. */
  siteUrl: string;
}

export async function startFakeWebsite(options: FakeStartOptions = {}): Promise<FakeWebsite> {
  const edits = new Map<string, string>();
  const send = (res: ServerResponse, status: number, type: string, body: string | Buffer) => {
    if (status === 200) sendBytes(res, type, Buffer.isBuffer(body) ? body : Buffer.from(body));
    else res.writeHead(status, { 'content-type': type }).end(body);
  };
  const handle = (request: FakeRequest, res: ServerResponse) => {
    const { path } = request;
    if (request.method === 'POST' && path === '/_edit') {
      // Changes a page's text so a re-crawl has something to report: body {path, body}.
      const { path: target = '', body = '' } = JSON.parse(request.body.toString('utf8') || '{}') as Record<
        string,
        string
      >;
      edits.set(target, body);
      send(res, 200, 'application/json', '{"ok":true}');
      return;
    }
    if (path === '/robots.txt') {
      send(res, 200, 'text/plain', 'User-agent: *\nDisallow: /admin/\n');
      return;
    }
    if (path === '/old-prices') {
      res.writeHead(301, { location: '/pricing' }).end();
      return;
    }
    if (path === '/price-list.pdf') {
      const pdf = buildPdf([
        [{ text: 'Price list', size: 24 }, { text: 'Basic service $79. Full service $149.' }],
      ]);
      send(res, 200, 'application/pdf', Buffer.from(pdf));
      return;
    }
    const html = (title: string, body: string, links: readonly string[] = []) => {
      send(res, 200, 'text/html; charset=utf-8', page(title, edits.get(path) ?? body, links));
    };
    if (path === '/') {
      html('Welcome', 'Bikes, repairs and hire by the harbour.', [
        ...Object.keys(SECTIONS),
        '/blog',
        '/old-prices',
        '/price-list.pdf',
        '/admin/orders',
      ]);
      return;
    }
    if (path === '/blog') {
      html('Blog', 'News from the workshop.', POSTS);
      return;
    }
    const post = POSTS.indexOf(path);
    if (post >= 0) {
      html(
        `Ride report ${String(post + 1)}`,
        `Our ride number ${String(post + 1)} went along the harbour foreshore.`,
        [POSTS[(post + 1) % POSTS.length] ?? '/blog'],
      );
      return;
    }
    const section = SECTIONS[path];
    if (section) {
      html(section.title, section.body);
      return;
    }
    send(res, 404, 'text/html', page('Not found', 'No such page.'));
  };
  const server = await startFakeServer(handle, options);
  const port = new URL(server.url).port;
  return { ...server, siteUrl: `http://${FAKE_WEBSITE_HOST}:${port}/` };
}
