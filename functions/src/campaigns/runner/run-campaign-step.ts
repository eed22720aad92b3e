// One step of the campaign runner: claim contacts for the free call slots in a transaction, then place
// their calls. Crash safety comes from the claim: a contact goes PENDING → DIALING with a deterministic
// callId, its caller number and a lease, all in one transaction with the campaign's counters. Whatever
// dies afterwards, a later step finds the contact DIALING with an expired lease and sends the same
// callId again, which the voice engine dedupes: no contact is skipped and none is called twice.
// Before every dial, new or re-sent, the pre-dial decision (rules/pre-dial.ts) is asked about the
// contact as the transaction reads it, so a contact edited or a number listed meanwhile is decided on
// its latest state; its answer is recorded on the contact.
import {
  callRecordSchema,
  chooseCallerNumber,
  decidePreDial,
  DEFAULT_CONCURRENCY,
  seededRandom,
  TRIGGER_CALL_PHONE_VARIABLE,
  type Campaign,
  type CampaignContact,
  type OutboundPolicy,
  type PreDialDecision,
} from '@parley/domain';
import {
  FieldValue,
  type Firestore,
  type QueryDocumentSnapshot,
  type Transaction,
} from 'firebase-admin/firestore';
import { creditsExhausted } from '../../billing/credit-gate';
import { callAttributor, NO_ATTRIBUTION, type CallAttributor } from '../../calls/call-attribution';
import { readAgent } from '../../lib/collections';
import { campaignCallDispatchFailed, campaignStepFailed } from '../../lib/logs';
import {
  callEndedWebhookUrl,
  startOutboundCall,
  type OutboundCallRequest,
} from '../../voice-engine/voice-engine-client';
import { heldEntries, poolableNumbers, type PoolableNumbers } from '../campaign-pool';
import {
  callRef,
  campaignCallId,
  campaignRef,
  contactsRef,
  parseCampaign,
  parseContact,
} from '../campaign-store';
import { runnerClock } from './runner-clock';
import {
  decisionFields,
  doNotCallNumbers,
  earlierAttempts,
  readOutboundPolicy,
  recordRefusal,
  skippedCounters,
} from './pre-dial-checks';

/** How long a claimed call may go unconfirmed by the voice engine before a later step re-sends it. */
export const DIAL_LEASE_MS = 60_000;
/** Due contacts one step decides at most, so one transaction stays small when many wait or are skipped. */
export const DECISION_SCAN = 100;

/** What the runner needs from the outside world; tests replace any of it. */
export interface RunnerDeps {
  /** Places a call (idempotent by callId); throws when the engine did not accept it. */
  dial: (request: OutboundCallRequest) => Promise<void>;
  now: () => number;
  leaseMs: number;
  webhookUrl: string | null;
}

export const defaultRunnerDeps = (): RunnerDeps => ({
  dial: startOutboundCall,
  now: runnerClock(),
  leaseMs: DIAL_LEASE_MS,
  webhookUrl: callEndedWebhookUrl(),
});

/** A claimed contact and the call to place for it. */
interface Claim {
  contactId: string;
  request: OutboundCallRequest;
}

export interface StepResult {
  /** Calls handed to the voice engine in this step (new claims and re-sends). */
  dialed: number;
  /** Contacts the pre-dial decision skipped for good or put off in this step. */
  decided: number;
  /** Calls the engine did not accept; they stay claimed and are re-sent after their lease. */
  failed: number;
  /** The campaign finished in this step. */
  completed: boolean;
  /** Due contacts are left to decide with call slots free: another step should follow at once. */
  more: boolean;
}

function callRequest(
  campaign: Campaign,
  contact: CampaignContact,
  callId: string,
  from: string,
  deps: RunnerDeps,
) {
  return {
    callId,
    agentId: campaign.agentId,
    workflowId: campaign.workflowId,
    from,
    to: contact.phoneNumber,
    variables: {
      ...contact.variables,
      name: contact.name,
      [TRIGGER_CALL_PHONE_VARIABLE]: contact.phoneNumber,
    },
    webhookUrl: deps.webhookUrl,
  } satisfies OutboundCallRequest;
}

/** What a step needs of the campaign's agent. */
interface AgentContext {
  concurrency: number;
  /** The agent's call queue is paused (POST /agent/{id}/queue): nothing new is dialled. */
  queuePaused: boolean;
  /** Queue mode batch: a new batch of `concurrency` calls starts only once the last one has ended. */
  batch: boolean;
  /** The numbers the campaign may still call from (campaign-pool.ts). */
  poolable: PoolableNumbers;
  /** The organisation's outbound policy (hours, consent, caps). */
  policy: OutboundPolicy;
  /** The version and A/B arm a new call is recorded with (calls/call-attribution.ts). */
  attribute: CallAttributor;
}

/**
 * The agent's concurrency and the numbers its campaign may call from, read outside the claim
 * transaction: they change rarely, and keeping the agent and number documents out of the transaction
 * keeps their locks away from every campaign step. A number released or moved a moment before a claim
 * may still be chosen once; the next step no longer sees it.
 */
async function agentContext(agentId: string, orgId: string): Promise<AgentContext> {
  const [agent, policy] = await Promise.all([readAgent(agentId), readOutboundPolicy(orgId)]);
  const value: unknown = agent?.concurrency;
  return {
    concurrency: typeof value === 'number' && value >= 1 ? Math.floor(value) : DEFAULT_CONCURRENCY,
    queuePaused: agent?.callQueueIsPaused ?? false,
    batch: agent?.callQueueMode === 'batch',
    poolable: agent ? await poolableNumbers(agent) : new Map(),
    policy,
    attribute: agent ? await callAttributor(agent) : () => NO_ATTRIBUTION,
  };
}

/**
 * The PENDING contacts due now (notBefore passed), in file order within each due time, read in pages
 * until `wanted` of them may be dialled or DECISION_SCAN were read; each with its decision.
 */
async function dueContacts(
  db: Firestore,
  tx: Transaction,
  campaign: Campaign,
  policy: OutboundPolicy,
  wanted: number,
  now: number,
): Promise<{
  decided: { doc: QueryDocumentSnapshot; contact: CampaignContact; decision: PreDialDecision }[];
  more: boolean;
}> {
  const decided: { doc: QueryDocumentSnapshot; contact: CampaignContact; decision: PreDialDecision }[] = [];
  if (wanted <= 0) return { decided, more: false };
  const due = contactsRef(db, campaign.id)
    .where('status', '==', 'PENDING')
    .where('notBefore', '<=', now)
    .orderBy('notBefore')
    .orderBy('index');
  let dialable = 0;
  let last: QueryDocumentSnapshot | undefined;
  for (;;) {
    const size = Math.min(wanted - dialable, DECISION_SCAN - decided.length);
    if (size <= 0) return { decided, more: true };
    const page = (await tx.get((last ? due.startAfter(last) : due).limit(size))).docs;
    const contacts = page.map((doc) => parseContact(doc));
    const listed = await doNotCallNumbers(
      db,
      tx,
      campaign.orgId,
      contacts.map((contact) => contact.phoneNumber),
    );
    page.forEach((doc, index) => {
      const contact = contacts[index];
      if (!contact) return;
      const decision = decidePreDial({
        now,
        phoneNumber: contact.phoneNumber,
        schedule: campaign.schedule,
        policy,
        onDoNotCallList: listed.has(contact.phoneNumber),
        consent: contact.consent,
        attempts: contact.attempts,
      });
      if (decision.action === 'dial') dialable += 1;
      decided.push({ doc, contact, decision });
    });
    last = page.at(-1);
    if (page.length < size) return { decided, more: false };
    if (dialable >= wanted) return { decided, more: false };
  }
}

/** Marks the campaign COMPLETED (inside `tx`) when no contact is pending and no call is in flight. */
function completeIfDone(db: Firestore, tx: Transaction, campaign: Campaign, pending: number): boolean {
  if (pending > 0 || campaign.progress.inFlight > 0) return false;
  tx.update(campaignRef(db, campaign.id), { status: 'COMPLETED', completedAt: FieldValue.serverTimestamp() });
  return true;
}

/** What a step claimed and decided. */
interface Claimed {
  claims: Claim[];
  completed: boolean;
  /** Contacts skipped or put off by the pre-dial decision. */
  decided: number;
  /** Due contacts were left undecided with slots free: step again at once. */
  more: boolean;
}

const nothing = (completed: boolean): Claimed => ({ claims: [], completed, decided: 0, more: false });

/** Claims what this step dials, inside `tx`; returns null when the campaign is not running. */
async function claim(
  db: Firestore,
  tx: Transaction,
  campaignId: string,
  deps: RunnerDeps,
): Promise<Claimed | null> {
  const campaign = parseCampaign(await tx.get(campaignRef(db, campaignId)));
  if (campaign?.status !== 'IN_PROGRESS') return null;
  const now = deps.now();
  const contacts = contactsRef(db, campaignId);
  // Out of credits: pause with the reason shown to the user; resuming after a grant carries on.
  if (await creditsExhausted(db, campaign.orgId)) {
    tx.update(campaignRef(db, campaignId), { status: 'PAUSED', pausedReason: 'quota_exceeded' });
    return nothing(false);
  }
  const { concurrency, poolable, queuePaused, batch, policy, attribute } = await agentContext(
    campaign.agentId,
    campaign.orgId,
  );
  // The agent's queue is paused: contacts stay PENDING; resuming the queue steps the agent's running
  // campaigns again (calls/update-call-queue.ts).
  if (queuePaused) {
    const pending = await tx.get(contacts.where('status', '==', 'PENDING').limit(1));
    return nothing(completeIfDone(db, tx, campaign, pending.size));
  }
  // Only numbers the organisation still holds for this agent are dialled from.
  const routed = { ...campaign, phoneNumbers: heldEntries(campaign.phoneNumbers, poolable) };
  const staleDocs = (
    await tx.get(
      contacts
        .where('status', '==', 'DIALING')
        .where('leaseExpiresAt', '<=', now)
        .orderBy('leaseExpiresAt')
        .limit(concurrency),
    )
  ).docs;
  const staleContacts = staleDocs.map((doc) => parseContact(doc));
  const staleListed = await doNotCallNumbers(
    db,
    tx,
    campaign.orgId,
    staleContacts.map((contact) => contact.phoneNumber),
  );
  // Continuous: each slot is refilled as soon as its call ends. Batch: nothing new while any call of
  // the previous batch is under way, then a whole batch at once.
  const free = batch && campaign.progress.inFlight > 0 ? 0 : concurrency - campaign.progress.inFlight;
  const { decided, more } = await dueContacts(db, tx, campaign, policy, free, now);
  // Contacts waiting for their hours are PENDING but not due: they keep the campaign running (the sweep
  // steps it every minute).
  const anyPending =
    decided.length > 0 || (await tx.get(contacts.where('status', '==', 'PENDING').limit(1))).size > 0;

  if (completeIfDone(db, tx, campaign, anyPending ? 1 : 0)) return nothing(true);
  if (!routed.phoneNumbers.some((entry) => entry.isActive)) {
    // No enabled number the organisation still holds (all switched off, released or moved): pause
    // rather than burn the contacts, so adding a number and resuming carries on where it stopped.
    tx.update(campaignRef(db, campaignId), { status: 'PAUSED' });
    return nothing(false);
  }

  const lease = now + deps.leaseMs;
  const claims: Claim[] = [];
  const skipped: PreDialDecision[] = [];
  let released = 0;
  staleDocs.forEach((doc, index) => {
    const contact = staleContacts[index];
    if (!contact?.callId || !contact.fromNumber) return;
    // A re-send is decided like a new dial, on the attempts before the one it repeats. Put off, it
    // stays DIALING with its lease run out and is re-sent by the first step its hours allow; refused
    // for good (its number was listed meanwhile), its slot is freed and nothing is sent.
    const decision = decidePreDial({
      now,
      phoneNumber: contact.phoneNumber,
      schedule: campaign.schedule,
      policy,
      onDoNotCallList: staleListed.has(contact.phoneNumber),
      consent: contact.consent,
      attempts: earlierAttempts(contact),
    });
    if (decision.action === 'later') return;
    if (decision.action === 'skip') {
      recordRefusal(tx, doc.ref, decision, now);
      skipped.push(decision);
      released += 1;
      return;
    }
    // A re-send keeps its number while the organisation holds it; otherwise the contact is routed anew.
    const reroute = poolable.has(contact.fromNumber)
      ? null
      : chooseCallerNumber(routed, contact.phoneNumber, seededRandom(contact.callId));
    const from = reroute?.number ?? contact.fromNumber;
    tx.update(doc.ref, { leaseExpiresAt: lease, fromNumber: from, ...decisionFields(decision, now) });
    if (reroute) {
      tx.update(callRef(db, contact.callId), {
        fromNumber: from,
        routing: { chosenNumber: from, reason: reroute.reason, explanation: reroute.explanation },
      });
    }
    claims.push({
      contactId: doc.id,
      request: callRequest(campaign, contact, contact.callId, from, deps),
    });
  });
  let fresh = 0;
  let putOff = 0;
  for (const { doc, contact, decision } of decided) {
    if (decision.action !== 'dial') {
      recordRefusal(tx, doc.ref, decision, now);
      if (decision.action === 'skip') skipped.push(decision);
      else putOff += 1;
      continue;
    }
    if (fresh >= free) continue; // decided in the last page, beyond the free slots: next step
    const callId = campaignCallId(campaignId, doc.id);
    // Seeded by the call id: the same contact would get the same number however often it is chosen.
    const route = chooseCallerNumber(routed, contact.phoneNumber, seededRandom(callId));
    if (!route) continue; // unreachable: the pool has an enabled number (checked above)
    fresh += 1;
    tx.update(doc.ref, {
      status: 'DIALING',
      callId,
      fromNumber: route.number,
      leaseExpiresAt: lease,
      attempts: [...contact.attempts, now],
      ...decisionFields(decision, now),
    });
    tx.set(
      callRef(db, callId),
      callRecordSchema.parse({
        id: callId,
        agentId: campaign.agentId,
        orgId: campaign.orgId,
        campaignId,
        contactId: doc.id,
        workflowId: campaign.workflowId,
        type: 'outboundPhoneCall',
        status: 'queued',
        fromNumber: route.number,
        toNumber: contact.phoneNumber,
        routing: { chosenNumber: route.number, reason: route.reason, explanation: route.explanation },
        ...attribute(contact.phoneNumber),
        createdAt: now,
      }),
    );
    claims.push({ contactId: doc.id, request: callRequest(campaign, contact, callId, route.number, deps) });
  }
  tx.update(campaignRef(db, campaignId), {
    'progress.called': FieldValue.increment(fresh),
    'progress.inFlight': FieldValue.increment(fresh - released),
    ...skippedCounters(skipped),
    ...(campaign.pausedReason ? { pausedReason: null } : {}),
  });
  return { claims, completed: false, decided: skipped.length + putOff, more: more || skipped.length > 0 };
}

/**
 * Runs one step of a campaign: when it is IN_PROGRESS, claims contacts up to the agent's concurrency
 * (re-claiming any whose lease ran out), places their calls, and marks the campaign COMPLETED once no
 * contact is pending and no call is in flight. Safe to run at any time and concurrently: claims are
 * serialised by their transaction on the campaign document.
 */
export async function runCampaignStep(
  db: Firestore,
  campaignId: string,
  deps: RunnerDeps = defaultRunnerDeps(),
): Promise<StepResult> {
  const claimed = await db.runTransaction((tx) => claim(db, tx, campaignId, deps));
  if (!claimed) return { dialed: 0, decided: 0, failed: 0, completed: false, more: false };
  const outcomes = await Promise.allSettled(claimed.claims.map(({ request }) => deps.dial(request)));
  // Confirmed calls need no lease any more (their end arrives by webhook): one batch for all of them.
  // Should it fail (a contact deleted with its campaign), the leases simply run out and the engine
  // dedupes the re-sends.
  const confirm = db.batch();
  outcomes.forEach((outcome, index) => {
    const claim = claimed.claims[index];
    if (!claim) return;
    if (outcome.status === 'rejected')
      campaignCallDispatchFailed(campaignId, claim.request.callId, outcome.reason);
    else confirm.update(contactsRef(db, campaignId).doc(claim.contactId), { leaseExpiresAt: null });
  });
  await confirm.commit().catch((error: unknown) => {
    campaignStepFailed(campaignId, error);
  });
  const failed = outcomes.filter((outcome) => outcome.status === 'rejected').length;
  return {
    dialed: outcomes.length - failed,
    decided: claimed.decided,
    failed,
    completed: claimed.completed,
    more: claimed.more,
  };
}

/** Steps running in this process, by campaign, and whether another was asked for meanwhile. */
const running = new Map<string, { again: boolean; done: Promise<void> }>();

/**
 * Asks for a step of a campaign, coalescing requests inside this process: while a step runs, further
 * requests (a burst of completions, say) make it run once more afterwards instead of each queueing a
 * transaction on the campaign document. Resolves when no step is pending any more.
 */
export function kickCampaign(
  db: Firestore,
  campaignId: string,
  deps: RunnerDeps = defaultRunnerDeps(),
): Promise<void> {
  const current = running.get(campaignId);
  if (current) {
    current.again = true;
    return current.done;
  }
  const state = { again: true, done: Promise.resolve() };
  state.done = (async () => {
    try {
      while (state.again) {
        state.again = false;
        const step = await runCampaignStep(db, campaignId, deps);
        if (step.more) state.again = true;
      }
    } finally {
      running.delete(campaignId);
    }
  })();
  running.set(campaignId, state);
  return state.done;
}

/**
 * Steps each of these running campaigns; a failing step is logged, not thrown, so one campaign never
 * holds up the others (the sweep, and the call queue resuming).
 */
export async function kickCampaigns(db: Firestore, campaignIds: readonly string[]): Promise<void> {
  await Promise.all(
    campaignIds.map((campaignId) =>
      kickCampaign(db, campaignId).catch((error: unknown) => {
        campaignStepFailed(campaignId, error);
      }),
    ),
  );
}
