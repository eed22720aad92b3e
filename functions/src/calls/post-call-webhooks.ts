// The agent's post-call webhooks (generalSettings.postCallWebhooks): when a call ends, each URL gets
// one signed POST of the call, through the outbound guard. Each (call, URL) has a delivery record in
// t_webhook_deliveries, claimed in a transaction before sending, so a repeated call end (the engine
// retrying its event) or a retry of the sweep never delivers twice what was delivered, and two
// instances never send at once. A customer's failing endpoint never fails the call's processing: the
// failure is recorded with the time of the next try (nextAttemptAt, with backoff), which the next end
// event of the call or the retry sweep makes, up to MAX_ATTEMPTS. docs/integrations.md#post-call-webhooks.
import { createHash } from 'node:crypto';
import {
  COLLECTIONS,
  MAX_POST_CALL_WEBHOOKS,
  POST_CALL_DELIVERY_HEADER,
  POST_CALL_SIGNATURE_HEADER,
  type Agent,
  type CallRecord,
} from '@parley/domain';
import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/logger';
import { readAgent } from '../lib/collections';
import { guardedFetch } from '../lib/outbound/guarded-fetch';
import { OutboundFailure, OutboundRefusal } from '../lib/outbound/outbound-errors';
import { signCallEvent } from './call-event-signature';
import { parseCall } from './call-store';
import { postCallSigningSecrets } from './post-call-signing-secret';

/** Attempts per call and URL, whoever makes them (an end event of the call or the retry sweep). */
export const MAX_ATTEMPTS = 3;
/** How long a claimed delivery belongs to its sender: longer than the guard's 10-second cap. */
const LEASE_MS = 30_000;
/** The wait before the sweep retries a failed delivery, after its first and its second attempt. */
export const RETRY_BACKOFF_MS = [5 * 60_000, 30 * 60_000] as const;
/** Due deliveries one sweep takes, and how many it sends at once. */
const SWEEP_BATCH = 100;
const SWEEP_CONCURRENCY = 5;
/** The outcome of an attempt whose sender stopped (its instance ended) before recording one. */
const SENDER_LOST = 'no answer recorded: the sender stopped';

export type DeliveryStatus = 'sending' | 'delivered' | 'failed';

/** A t_webhook_deliveries document. */
export interface PostCallDelivery {
  callId: string;
  agentId: string;
  orgId: string | null;
  url: string;
  status: DeliveryStatus;
  attempts: number;
  claimedAt?: Timestamp;
  /** When the sweep may try again; absent once delivered or given up. */
  nextAttemptAt?: Timestamp;
  lastOutcome?: string;
}

/** One attempt's result: `retryable` is false where trying again would decide the same (a refusal). */
interface AttemptResult {
  ok: boolean;
  outcome: string;
  retryable: boolean;
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
      // The post-call analysis (docs/analysis.md), null when none ran; no bookkeeping (lease, hash).
      analysis: call.analysis && {
        status: call.analysis.status,
        verdict: call.analysis.verdict,
        rationale: call.analysis.rationale,
        summary: call.analysis.summary,
        fields: call.analysis.fields,
        sentiment: call.analysis.sentiment,
        reason: call.analysis.reason,
        tags: call.analysis.tags,
        detail: call.analysis.detail,
      },
    },
  };
}

const deliveriesOf = (db: Firestore) => db.collection(COLLECTIONS.webhookDeliveries);

/**
 * Claims the (call, URL) delivery for one attempt; resolves the attempt's number, or null when it is
 * delivered, spent or being sent. While claimed, nextAttemptAt is the lease's end: a sender that dies
 * mid-send leaves a delivery the sweep takes up once the lease has run out.
 */
async function claim(db: Firestore, id: string, call: CallRecord, url: string): Promise<number | null> {
  const ref = deliveriesOf(db).doc(id);
  return db.runTransaction(async (tx) => {
    const current = (await tx.get(ref)).data() as PostCallDelivery | undefined;
    if (current?.status === 'sending' && Date.now() - (current.claimedAt?.toMillis() ?? 0) < LEASE_MS)
      return null;
    if (current?.status === 'delivered' || (current?.attempts ?? 0) >= MAX_ATTEMPTS) {
      // Nothing more will be sent: end the lease a sender left when it died on the last attempt.
      if (current?.nextAttemptAt)
        tx.update(ref, {
          nextAttemptAt: FieldValue.delete(),
          ...(current.status === 'sending' ? { status: 'failed', lastOutcome: SENDER_LOST } : {}),
        });
      return null;
    }
    const attempts = (current?.attempts ?? 0) + 1;
    const now = Date.now();
    tx.set(
      ref,
      {
        callId: call.id,
        agentId: call.agentId,
        orgId: call.orgId,
        url,
        status: 'sending',
        attempts,
        claimedAt: Timestamp.fromMillis(now),
        nextAttemptAt: Timestamp.fromMillis(now + LEASE_MS),
      },
      { merge: true },
    );
    return attempts;
  });
}

/**
 * Records an attempt's result. A success always stands; a failure only while the delivery is still
 * this attempt's (a sender whose lease ran out must not overwrite a later attempt's result).
 */
async function record(db: Firestore, id: string, attempt: number, result: AttemptResult): Promise<void> {
  const ref = deliveriesOf(db).doc(id);
  const now = Date.now();
  await db.runTransaction(async (tx) => {
    const current = (await tx.get(ref)).data() as PostCallDelivery | undefined;
    if (!result.ok && (current?.status !== 'sending' || current.attempts !== attempt)) return;
    const backoff = RETRY_BACKOFF_MS[attempt - 1];
    const retry = !result.ok && result.retryable && attempt < MAX_ATTEMPTS && backoff !== undefined;
    tx.update(ref, {
      status: result.ok ? 'delivered' : 'failed',
      lastOutcome: result.outcome,
      updatedAt: Timestamp.fromMillis(now),
      nextAttemptAt: retry ? Timestamp.fromMillis(now + backoff) : FieldValue.delete(),
    });
  });
}

/** One signed POST. */
async function post(
  call: CallRecord,
  url: string,
  id: string,
  secrets: readonly string[],
): Promise<AttemptResult> {
  const body = JSON.stringify(postCallPayload(call, id));
  const signature = signCallEvent(body, secrets, Math.floor(Date.now() / 1000));
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
    const ok = answer.status >= 200 && answer.status < 300;
    return { ok, outcome: `HTTP ${String(answer.status)}`, retryable: true };
  } catch (error) {
    if (error instanceof OutboundRefusal || error instanceof OutboundFailure) {
      // The guard refuses the same address the same way next time: a refusal is not retried.
      const retryable = !(error instanceof OutboundRefusal);
      return { ok: false, outcome: `${error.reason}: ${error.message}`, retryable };
    }
    throw error;
  }
}

/**
 * Where the call's deliveries go and whose secret signs them: the agent's URLs and the agent's
 * organisation — the one whose owner and admins reveal the secret in the agent's Settings, so a receiver
 * can verify. Not the call's orgId, which older calls lack (a fallback there signed with a secret
 * nobody could reveal).
 */
interface Targets {
  signingOrgId: string;
  urls: string[];
}

/**
 * The agent's post-call webhook URLs, trimmed and without repeats, at most MAX_POST_CALL_WEBHOOKS: the
 * rules keep a client's write to the limit, but a document written before them may hold more, and each
 * URL costs a delivery per call. Null when the agent is gone.
 */
function targetsOf(agent: Agent | null): Targets | null {
  if (!agent) return null;
  const urls = [...new Set(agent.generalSettings.postCallWebhooks.map((url) => url.trim()))]
    .filter(Boolean)
    .slice(0, MAX_POST_CALL_WEBHOOKS);
  return { signingOrgId: agent.orgId, urls };
}

/** One attempt at the (call, URL) delivery if one is open; resolves the attempt's result, or null. */
async function deliver(
  db: Firestore,
  call: CallRecord,
  url: string,
  secrets: readonly string[],
): Promise<AttemptResult | null> {
  const id = deliveryId(call.id, url);
  const attempt = await claim(db, id, call, url);
  if (attempt === null) return null;
  const result = await post(call, url, id, secrets);
  await record(db, id, attempt, result);
  // The query string may carry the receiver's own key: log the URL without it.
  if (!result.ok)
    logger.warn('calls: a post-call webhook failed', {
      callId: call.id,
      url: url.replace(/[?#].*$/, ''),
      attempt,
      outcome: result.outcome,
    });
  return result;
}

/**
 * Sends the ended call to each of its agent's post-call webhooks not yet delivered; resolves the URLs
 * delivered now. Never throws for a receiver's failure (recorded on the delivery instead). The URLs are
 * posted at once (each delivery has its own claim): this runs inside the engine's call-end request, so
 * one slow receiver must not add its wait (up to the guard's 10 s) to every other's.
 */
export async function sendPostCallWebhooks(db: Firestore, call: CallRecord): Promise<string[]> {
  const targets = targetsOf(await readAgent(call.agentId));
  if (!targets || targets.urls.length === 0) return [];
  const { urls, signingOrgId } = targets;
  const secrets = await postCallSigningSecrets(db, signingOrgId);
  const results = await Promise.all(urls.map((url) => deliver(db, call, url, secrets)));
  return urls.filter((_, index) => results[index]?.ok);
}

/** What the sweep did with one due delivery: sent it, found it taken (skipped) or ended its retries. */
export interface SweptDelivery {
  id: string;
  callId: string;
  outcome: 'delivered' | 'failed' | 'skipped' | 'dropped';
}

/**
 * The reads a sweep's deliveries share (a call has one per URL, an agent and an organisation many
 * calls), each made once per sweep instead of once per delivery.
 */
function sweepReads(db: Firestore) {
  const once = <T>(read: (key: string) => Promise<T>) => {
    const made = new Map<string, Promise<T>>();
    return (key: string): Promise<T> => {
      const known = made.get(key);
      if (known) return known;
      const reading = read(key);
      made.set(key, reading);
      return reading;
    };
  };
  return {
    call: once(async (callId) => parseCall(await db.collection(COLLECTIONS.calls).doc(callId).get())),
    targets: once(async (agentId) => targetsOf(await readAgent(agentId))),
    secrets: once((orgId) => postCallSigningSecrets(db, orgId)),
  };
}

async function retryOne(
  db: Firestore,
  reads: ReturnType<typeof sweepReads>,
  id: string,
  delivery: PostCallDelivery,
): Promise<SweptDelivery> {
  const swept = (outcome: SweptDelivery['outcome']): SweptDelivery => ({
    id,
    callId: delivery.callId,
    outcome,
  });
  const call = await reads.call(delivery.callId);
  const targets = call ? await reads.targets(call.agentId) : null;
  // A URL taken off the agent (or an agent deleted) since is not posted to any more.
  if (!call || !targets?.urls.includes(delivery.url)) {
    await deliveriesOf(db)
      .doc(id)
      .update({
        nextAttemptAt: FieldValue.delete(),
        lastOutcome: call ? 'removed from the agent' : 'call not found',
        updatedAt: Timestamp.now(),
      });
    return swept('dropped');
  }
  const result = await deliver(db, call, delivery.url, await reads.secrets(targets.signingOrgId));
  if (!result) return swept('skipped');
  return swept(result.ok ? 'delivered' : 'failed');
}

/**
 * The retry sweep: one more attempt at each failed (or abandoned mid-send) delivery whose
 * nextAttemptAt has come, oldest first. The claim a call's end event uses guards it, so a retry racing
 * a success or another sweep sends nothing twice; the attempt limit and the backoff are the
 * delivery's own. Resolves what it did with each.
 */
export async function retryDuePostCallWebhooks(db: Firestore, now = Date.now()): Promise<SweptDelivery[]> {
  const due = await deliveriesOf(db)
    .where('nextAttemptAt', '<=', Timestamp.fromMillis(now))
    .orderBy('nextAttemptAt')
    .limit(SWEEP_BATCH)
    .get();
  const reads = sweepReads(db);
  const results: SweptDelivery[] = [];
  for (let start = 0; start < due.docs.length; start += SWEEP_CONCURRENCY) {
    const chunk = due.docs.slice(start, start + SWEEP_CONCURRENCY);
    results.push(
      ...(await Promise.all(chunk.map((doc) => retryOne(db, reads, doc.id, doc.data() as PostCallDelivery)))),
    );
  }
  return results;
}
