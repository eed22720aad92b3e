// Test helpers for call events: signed deliveries to the webhook, events of one call, summaries.
import { randomUUID } from 'node:crypto';
import {
  API_ROUTES,
  CALL_EVENT_SIGNATURE_HEADER,
  COLLECTIONS,
  type CallEvent,
  type CounterTree,
} from '@parley/domain';
import { afterAll, beforeAll } from 'vitest';
import { db } from '../lib/firestore';
import type { ApiAnswer, ApiCall } from '../testing/api-client';
import { signCallEvent } from './call-event-signature';
import { summaryId, type SummaryScope } from './call-store';

export const TEST_ENGINE_SECRET = 'call-events-test-secret';

/** Sets the engine's webhook secret for the test file. */
export function useEngineSecret(): void {
  beforeAll(() => {
    process.env.VOICE_ENGINE_WEBHOOK_SECRET = TEST_ENGINE_SECRET;
  });
  afterAll(() => {
    delete process.env.VOICE_ENGINE_WEBHOOK_SECRET;
  });
}

/** Posts an event signed with `secret` (the test secret unless given) at `timestamp` (now unless given). */
export async function postCallEvent(
  api: ApiCall,
  event: CallEvent | Record<string, unknown>,
  {
    secret = TEST_ENGINE_SECRET,
    timestamp = Math.floor(Date.now() / 1000),
    body = JSON.stringify(event),
  } = {},
): Promise<ApiAnswer> {
  // The signature covers the exact bytes, so the body goes out as signed (the api client re-serialises).
  const response = await fetch(`${api.baseUrl()}${API_ROUTES.callEvents.path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [CALL_EVENT_SIGNATURE_HEADER]: signCallEvent(body, secret, timestamp),
    },
    body,
  });
  return { status: response.status, body: (await response.json()) as ApiAnswer['body'] };
}

/** An event maker for one call of `agentId`: each event gets a fresh id and the next seq unless given. */
export function callEvents(agentId: string, base: Partial<CallEvent> = {}) {
  const callId = `call-${randomUUID().slice(0, 8)}`;
  let seq = 0;
  const make = (fields: Partial<CallEvent> = {}): CallEvent => ({
    eventId: `evt-${randomUUID()}`,
    callId,
    agentId,
    seq: seq++,
    type: 'inboundPhoneCall',
    startedAt: Date.UTC(2026, 10, 20, 12),
    ...base,
    ...fields,
  });
  return { callId, make };
}

export async function readSummary(scope: SummaryScope, day: string): Promise<CounterTree> {
  const snapshot = await db().collection(COLLECTIONS.callSummaries).doc(summaryId(scope, day)).get();
  return (snapshot.get('counters') ?? {}) as CounterTree;
}
