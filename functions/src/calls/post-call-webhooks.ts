// The agent's post-call webhooks (generalSettings.postCallWebhooks): when a call ends, each URL gets
// one signed POST of the call, through the outbound guard. Each (call, URL) has a delivery record in
// t_webhook_deliveries, claimed in a transaction before sending, so a repeated call end (the engine
// retrying its event) never delivers twice what was delivered, and two instances never send at once.
// A customer's failing endpoint never fails the call's processing: the failure is recorded and the next
// end event of the call tries again, up to MAX_ATTEMPTS. docs/integrations.md#post-call-webhooks.
import { createHash, createHmac } from 'node:crypto';
import { COLLECTIONS, type CallRecord } from '@parley/domain';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/logger';
import { hmacKey, POST_CALL_WEBHOOK_KEY } from '../integrations/integration-secrets';
import { readAgent } from '../lib/collections';
import { guardedFetch } from '../lib/outbound/guarded-fetch';
import { OutboundFailure, OutboundRefusal } from '../lib/outbound/outbound-errors';
import { signCallEvent } from './call-event-signature';

/** The headers a receiver reads: which delivery this is (to drop a repeat) and its signature. */
export const POST_CALL_DELIVERY_HEADER = 'x-parley-delivery';
export const POST_CALL_SIGNATURE_HEADER = 'x-parley-signature';

/** Attempts per call and URL; each end event of the call makes at most one. */
export const MAX_ATTEMPTS = 3;
/** How long a claimed delivery belongs to its sender: longer than the guard's 10-second cap. */
const LEASE_MS = 30_000;

export type DeliveryStatus = 'sending' | 'delivered' | 'failed';

export interface PostCallDelivery {
  callId: string;
  url: string;
  status: DeliveryStatus;
  attempts: number;
}

/**
 * The secret an organisation's receivers verify signatures with (the same `t=…,v1=…` scheme as the
 * voice engine's call events): derived from POST_CALL_WEBHOOK_KEY and the organisation, so rotating
 * the platform key rotates every organisation's, and one organisation's secret says nothing of another's.
 */
export function postCallSigningSecret(orgId: string): string {
  return createHmac('sha256', hmacKey(POST_CALL_WEBHOOK_KEY))
    .update(`post-call-webhooks:${orgId}`)
    .digest('hex');
}

const deliveryId = (callId: string, url: string) =>
  `${callId}_${createHash('sha256').update(url).digest('hex').slice(0, 24)}`;

const iso = (value: CallRecord['createdAt'] | null): string | null => {
  if (value === null) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') return new Date(value.seconds * 1000).toISOString();
  return new Date(value).toISOString();
};

/** What a receiver gets: the ended call as the call log shows it. */
export function postCallPayload(call: CallRecord, id: string): Record<string, unknown> {
  return {
    event: 'call.ended',
    deliveryId: id,
    call: {
      id: call.id,
      agentId: call.agentId,
      orgId: call.orgId,
      campaignId: call.campaignId,
      type: call.type,
      status: call.status,
      fromNumber: call.fromNumber,
      toNumber: call.toNumber,
      durationSeconds: call.durationSeconds,
      sentiment: call.sentiment,
      reason: call.reason,
      summary: call.summary,
      variables: call.variables,
      transferred: call.transferred,
      recordingUrl: call.recordingUrl,
      transcript: call.transcript,
      createdAt: iso(call.createdAt),
      endedAt: iso(call.endedAt),
    },
  };
}

/** Claims the (call, URL) delivery for one attempt; false when it is delivered, spent or being sent. */
async function claim(db: Firestore, id: string, call: CallRecord, url: string): Promise<boolean> {
  const ref = db.collection(COLLECTIONS.webhookDeliveries).doc(id);
  return db.runTransaction(async (tx) => {
    const current = (await tx.get(ref)).data() as (PostCallDelivery & { claimedAt?: Timestamp }) | undefined;
    if (current?.status === 'delivered' || (current?.attempts ?? 0) >= MAX_ATTEMPTS) return false;
    if (current?.status === 'sending' && Date.now() - (current.claimedAt?.toMillis() ?? 0) < LEASE_MS)
      return false;
    tx.set(
      ref,
      {
        callId: call.id,
        agentId: call.agentId,
        orgId: call.orgId,
        url,
        status: 'sending',
        attempts: (current?.attempts ?? 0) + 1,
        claimedAt: Timestamp.now(),
      },
      { merge: true },
    );
    return true;
  });
}

/** One signed POST; the outcome to record. */
async function post(call: CallRecord, url: string, id: string): Promise<{ ok: boolean; outcome: string }> {
  const body = JSON.stringify(postCallPayload(call, id));
  const signature = signCallEvent(
    body,
    postCallSigningSecret(call.orgId ?? call.agentId),
    Math.floor(Date.now() / 1000),
  );
  try {
    const answer = await guardedFetch({
      url,
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [POST_CALL_DELIVERY_HEADER]: id,
        [POST_CALL_SIGNATURE_HEADER]: signature,
      },
      body,
    });
    return { ok: answer.status >= 200 && answer.status < 300, outcome: `HTTP ${String(answer.status)}` };
  } catch (error) {
    if (error instanceof OutboundRefusal || error instanceof OutboundFailure) {
      return { ok: false, outcome: `${error.reason}: ${error.message}` };
    }
    throw error;
  }
}

/**
 * Sends the ended call to each of its agent's post-call webhooks not yet delivered; resolves the URLs
 * delivered now. Never throws for a receiver's failure (recorded on the delivery instead).
 */
export async function sendPostCallWebhooks(db: Firestore, call: CallRecord): Promise<string[]> {
  const agent = await readAgent(call.agentId);
  const urls = [...new Set((agent?.generalSettings.postCallWebhooks ?? []).map((url) => url.trim()))].filter(
    Boolean,
  );
  const delivered: string[] = [];
  for (const url of urls) {
    const id = deliveryId(call.id, url);
    if (!(await claim(db, id, call, url))) continue;
    const { ok, outcome } = await post(call, url, id);
    await db
      .collection(COLLECTIONS.webhookDeliveries)
      .doc(id)
      .update({ status: ok ? 'delivered' : 'failed', lastOutcome: outcome, updatedAt: Timestamp.now() });
    if (ok) delivered.push(url);
    // The query string may carry the receiver's own key: log the URL without it.
    else
      logger.warn('calls: a post-call webhook failed', {
        callId: call.id,
        url: url.replace(/[?#].*$/, ''),
        outcome,
      });
  }
  return delivered;
}
