// The outbox's HTML: every queued e-mail, newest first, as the recipient would read it. The bodies are
// the functions' own templates (which escape every user-supplied value), so they are shown as HTML.
// Webhook notices follow, their bodies escaped (they carry what users typed).
import type { WebhookNotice } from './webhook-notices';

export interface OutboxMail {
  id: string;
  to: string;
  subject: string;
  html: string;
  kind: string;
  createdAt: Date | null;
}

export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function mailArticle(mail: OutboxMail): string {
  const kept = mail.kind === 'auth-emulator' ? 'by the Auth emulator' : 'queued';
  const sent = mail.createdAt ? `${mail.createdAt.toISOString().replace('T', ' ').slice(0, 19)} UTC` : kept;
  return `<article aria-labelledby="mail-${escapeHtml(mail.id)}">
  <h2 id="mail-${escapeHtml(mail.id)}">${escapeHtml(mail.subject)}</h2>
  <dl><dt>To</dt><dd>${escapeHtml(mail.to)}</dd><dt>Kind</dt><dd>${escapeHtml(mail.kind)}</dd><dt>Queued</dt><dd>${sent}</dd></dl>
  <div class="body">${mail.html}</div>
</article>`;
}

function noticeArticle(notice: WebhookNotice): string {
  const id = `notice-${String(notice.id)}`;
  const headers = Object.entries(notice.headers)
    .map(([name, value]) => `<dt>${escapeHtml(name)}</dt><dd>${escapeHtml(value)}</dd>`)
    .join('');
  return `<article aria-labelledby="${id}">
  <h3 id="${id}">${escapeHtml(notice.hook)}</h3>
  <dl><dt>Received</dt><dd>${notice.receivedAt.toISOString().replace('T', ' ').slice(0, 19)} UTC</dd>${headers}</dl>
  <pre class="body">${escapeHtml(notice.body)}</pre>
</article>`;
}

/** The whole page; it reloads itself when the server reports a change (see outbox-server.ts). */
export function outboxPage(mails: readonly OutboxMail[], notices: readonly WebhookNotice[] = []): string {
  const received = notices.length
    ? notices.map(noticeArticle).join('\n')
    : "<p>No webhook notice yet. Integration requests appear here as the team's automation would receive them.</p>";
  const list = mails.length
    ? mails.map(mailArticle).join('\n')
    : '<p>No e-mail yet. Invites, welcome e-mails and verification links appear here as soon as they are sent.</p>';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Parley mail outbox</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>
body{font:15px/1.5 system-ui,sans-serif;margin:0 auto;max-width:760px;padding:24px;color:#1d1d1f}
pre.body{white-space:pre-wrap;overflow-wrap:anywhere}
article{border:1px solid #ddd;border-radius:8px;padding:16px;margin:16px 0}
h2{font-size:17px;margin:0 0 8px}dl{display:grid;grid-template-columns:auto 1fr;gap:2px 12px;margin:0 0 12px;color:#555}
dd{margin:0}.body{border-top:1px solid #eee;padding-top:12px}
</style></head>
<body><h1>Mail outbox</h1>
<p>The local stack keeps e-mail here instead of sending it: the <code>mail</code> collection (the Trigger Email extension's format) and the Auth emulator's verification and password-reset links.</p>
<main aria-live="polite">${list}
<section aria-labelledby="webhook-notices"><h2 id="webhook-notices">Webhook notices</h2>
${received}</section></main>
<script>new EventSource('/changes').onmessage = () => location.reload();</script>
</body></html>`;
}
