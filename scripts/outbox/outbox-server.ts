// The local stack's mail outbox: a small web page over the `mail` collection, which functions write in
// the Firebase Trigger Email extension's format and production's extension delivers, and over the Auth
// emulator's e-mails (verification and password-reset links). Locally nothing is sent, so this is where
// a developer (and the e2e journeys) read invites, welcome e-mails and verification links. It also
// stands in for the team's automations: webhooks the functions send (POST /webhooks/{name}, e.g. the
// integration-requests notice) are kept in memory and shown on the same page.
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { COLLECTIONS } from '@parley/domain';
import type { DocumentData, Firestore } from 'firebase-admin/firestore';
import { OUTBOX_WEBHOOKS_PATH, outboxWebhookUrlAt } from '../lib/outbox-webhooks.mjs';
import { readAuthEmulatorMail, type AuthEmulatorSource } from './auth-emulator-mail';
import { escapeHtml, outboxPage, type OutboxMail } from './outbox-page';
import { WebhookNotices } from './webhook-notices';

/**
 * Where the functions post webhook `name` to the outbox served at `outboxUrl` (by the public-looking
 * name the outbound guard maps to it under the emulator), e.g. an agent's post-call webhook.
 */
export function outboxWebhookUrl(outboxUrl: string, name: string): string {
  return outboxWebhookUrlAt(new URL(outboxUrl).port, name);
}

const LIMIT = 200;
/** A webhook body larger than this is refused (413): notices are small JSON documents. */
const MAX_NOTICE_BYTES = 1024 * 1024;
const WEBHOOK_NAME = /^[a-z0-9-]{1,64}$/;
/** How often an open page's server asks the Auth emulator for new e-mails (it has no change feed). */
const AUTH_POLL_MS = 1_000;

export interface OutboxServer {
  url: string;
  close(): Promise<void>;
}

function toMail(id: string, data: DocumentData): OutboxMail {
  const message = (data.message ?? {}) as { subject?: unknown; html?: unknown; text?: unknown };
  const text = typeof message.text === 'string' ? message.text : '';
  const createdAt = data.createdAt as { toDate?: () => Date } | undefined;
  return {
    id,
    to: Array.isArray(data.to) ? data.to.join(', ') : String(data.to ?? ''),
    subject: typeof message.subject === 'string' ? message.subject : '(no subject)',
    // A text-only message is shown as text.
    html: typeof message.html === 'string' ? message.html : `<pre>${escapeHtml(text)}</pre>`,
    kind: typeof data.kind === 'string' ? data.kind : 'mail',
    createdAt: createdAt?.toDate?.() ?? null,
  };
}

/** The Auth emulator's e-mails, or none (with a log line) when it cannot be read. */
async function authMail(source: AuthEmulatorSource | undefined): Promise<OutboxMail[]> {
  if (!source) return [];
  try {
    return await readAuthEmulatorMail(source);
  } catch (error) {
    console.error(`outbox: reading the Auth emulator's e-mails failed: ${String(error)}`);
    return [];
  }
}

/**
 * Serves the outbox on host:port (port 0: any free one). GET / is the page, GET /messages its JSON:
 * the Auth emulator's e-mails (when `authEmulator` is given) first, then the `mail` documents.
 * POST /webhooks/{name} receives a webhook notice (204); GET /notices lists them, newest first.
 */
export async function startOutboxServer(
  db: Firestore,
  {
    host = '127.0.0.1',
    port = 0,
    authEmulator,
  }: { host?: string; port?: number; authEmulator?: AuthEmulatorSource } = {},
): Promise<OutboxServer> {
  const query = db.collection(COLLECTIONS.mail).orderBy('createdAt', 'desc').limit(LIMIT);
  const watchers = new Set<ServerResponse>();
  // One listener for the server's life: it tells open pages to reload when the outbox changes.
  let first = true;
  const unsubscribe = query.onSnapshot(
    () => {
      if (first) {
        first = false;
        return;
      }
      for (const watcher of watchers) watcher.write('data: changed\n\n');
    },
    (error) => {
      console.error(`outbox: listening to ${COLLECTIONS.mail} failed: ${error.message}`);
    },
  );
  // While a page watches, tell it when the Auth emulator holds a new e-mail.
  let authCount: number | null = null;
  const authPoll = setInterval(() => {
    if (!authEmulator || watchers.size === 0) return;
    void authMail(authEmulator).then((mails) => {
      if (authCount !== null && mails.length !== authCount) {
        for (const watcher of watchers) watcher.write('data: changed\n\n');
      }
      authCount = mails.length;
    });
  }, AUTH_POLL_MS);
  authPoll.unref();

  const notices = new WebhookNotices();
  const changed = () => {
    for (const watcher of watchers) watcher.write('data: changed\n\n');
  };

  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://outbox').pathname;
    const hook = path.startsWith(OUTBOX_WEBHOOKS_PATH) ? path.slice(OUTBOX_WEBHOOKS_PATH.length) : null;
    if (req.method === 'POST' && hook !== null && WEBHOOK_NAME.test(hook)) {
      const chunks: Buffer[] = [];
      let size = 0;
      req.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size <= MAX_NOTICE_BYTES) chunks.push(chunk);
      });
      req.on('end', () => {
        if (size > MAX_NOTICE_BYTES) {
          res.writeHead(413).end();
          return;
        }
        notices.add(hook, req.headers, Buffer.concat(chunks).toString('utf8'));
        res.writeHead(204).end();
        changed();
      });
      return;
    }
    if (req.method !== 'GET') {
      res.writeHead(405, { allow: 'GET' }).end();
      return;
    }
    if (path === '/notices') {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(notices.list()));
      return;
    }
    if (path === '/changes') {
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      res.write(': watching\n\n');
      watchers.add(res);
      req.on('close', () => watchers.delete(res));
      return;
    }
    if (path !== '/' && path !== '/messages') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    Promise.all([authMail(authEmulator), query.get()]).then(
      ([auth, snapshot]) => {
        const mails = [...auth, ...snapshot.docs.map((doc) => toMail(doc.id, doc.data()))];
        if (path === '/messages') {
          res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(mails));
        } else {
          res
            .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
            .end(outboxPage(mails, notices.list()));
        }
      },
      (error: unknown) => {
        res.writeHead(502, { 'content-type': 'text/plain' });
        res.end(`Could not read the outbox: ${error instanceof Error ? error.message : String(error)}`);
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const address = server.address() as AddressInfo;
  return {
    url: `http://${host}:${address.port}/`,
    close: async () => {
      unsubscribe();
      clearInterval(authPoll);
      for (const watcher of watchers) {
        watcher.end();
      }
      await new Promise<void>((resolve) =>
        server.close(() => {
          resolve();
        }),
      );
    },
  };
}
