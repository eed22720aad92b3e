import { onSchedule } from 'firebase-functions/scheduler';
import { bindableSecrets } from '../lib/secrets';
import { db } from '../lib/firestore';
import { POST_CALL_WEBHOOK_KEY } from '../integrations/integration-secrets';
import { retryDuePostCallWebhooks } from './post-call-webhooks';

/**
 * Every 5 minutes, retries the post-call webhook deliveries whose backoff has passed (and those whose
 * sender died mid-send), up to each delivery's attempt limit. A call's end event retries too; this
 * sweep is what reaches a receiver that was down when the last event of its call came.
 */
export const sweepPostCallWebhooks = onSchedule(
  { schedule: 'every 5 minutes', timeoutSeconds: 300, secrets: bindableSecrets(POST_CALL_WEBHOOK_KEY) },
  async () => {
    await retryDuePostCallWebhooks(db());
  },
);
