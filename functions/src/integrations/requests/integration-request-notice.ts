// The notice "Request an integration" sends to the integration-requests webhook (an automation the
// team watches), through the outbound guard like every request to a configured URL.
import type { IntegrationRequestNotice } from '@parley/domain';
import { logger } from 'firebase-functions/logger';
import { guardedFetch } from '../../lib/outbound/guarded-fetch';
import { OutboundFailure, OutboundRefusal } from '../../lib/outbound/outbound-errors';

/** Where notices go: INTEGRATION_REQUESTS_WEBHOOK_URL (locally, the outbox's receiver); unset, nowhere. */
export function integrationRequestsWebhookUrl(env: NodeJS.ProcessEnv = process.env): string | null {
  return env.INTEGRATION_REQUESTS_WEBHOOK_URL?.trim() || null;
}

/**
 * Posts the notice; true when the webhook answered 2xx. Never throws: the request is already stored,
 * and a retry of the same request id sends the notice again until one is taken. The request id goes
 * in Idempotency-Key, so a receiver that saw a notice whose answer was lost can drop the repeat.
 */
export async function sendIntegrationRequestNotice(notice: IntegrationRequestNotice): Promise<boolean> {
  const url = integrationRequestsWebhookUrl();
  if (!url) {
    logger.warn('integrations: no INTEGRATION_REQUESTS_WEBHOOK_URL; integration request not announced', {
      requestId: notice.requestId,
    });
    return false;
  }
  try {
    const answer = await guardedFetch({
      url,
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': notice.requestId },
      body: JSON.stringify(notice),
    });
    if (answer.status >= 200 && answer.status < 300) return true;
    logger.warn('integrations: the integration-requests webhook refused a notice', {
      requestId: notice.requestId,
      status: answer.status,
    });
  } catch (error) {
    if (!(error instanceof OutboundRefusal || error instanceof OutboundFailure)) throw error;
    logger.warn('integrations: the integration-requests webhook could not be reached', {
      requestId: notice.requestId,
      reason: error.reason,
    });
  }
  return false;
}
