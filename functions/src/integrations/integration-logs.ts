import { logger } from 'firebase-functions/logger';

// The integrations' log lines, one named function each (see lib/logs.ts for the convention).

/**
 * The outbound guard refused a URL a user sent: worth watching (probing for internal addresses). The
 * URL is logged without its query string, which may carry the user's own API keys.
 */
export function outboundRequestRefused(entry: {
  agentId: string;
  uid: string;
  url: string;
  reason: string;
  meta: Record<string, unknown>;
}): void {
  const url = entry.url.replace(/[?#].*$/, '');
  logger.warn('integrations: outbound request refused', { ...entry, url, meta: Object.keys(entry.meta) });
}

/** A code-sandbox worker died before it was ready (a broken deploy, or no memory left to start it). */
export function sandboxWorkerFailedToStart(cause: string): void {
  logger.error('integrations: a code-sandbox worker failed to start', { cause });
}
