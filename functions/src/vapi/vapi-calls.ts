// Outbound calls through Vapi, placed at most once per Parley call: the call record (t_calls) is
// claimed in a transaction before Vapi is asked, and Vapi's call id is stored on it afterwards, so a
// re-sent dispatch finds the claim or the id and places nothing.
import { COLLECTIONS } from '@parley/domain';
import type { Vapi } from '@vapi-ai/server-sdk';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { db } from '../lib/firestore';
import { parleyMetadata } from './server-messages-metadata';
import { vapiRequest } from './vapi-api-error';
import { vapiClient, type VapiClientLike } from './vapi-client';

/**
 * A claim older than this is taken to be from a dispatcher that died before storing Vapi's answer; the
 * call is then placed again (the SDK's own timeout and retries end well within it).
 */
const CLAIM_EXPIRES_MS = 120_000;

export interface VapiOutboundCall {
  /** Our call id (t_calls/{id}, which must exist): sent in `assistantOverrides.metadata` (server-messages-metadata.ts). */
  parleyCallId: string;
  /** The agent placing it (also sent in the metadata, so the call's messages name it). */
  agentId: string;
  /** The version's assistant. */
  assistantId: string;
  /** The routed pool number's Vapi id (its `vapiPnId`). */
  phoneNumberId: string;
  /** The contact's number, E.164. */
  customerNumber: string;
  /** The contact's fields, for `{{name}}`-style variables in the agent's texts. */
  variableValues: Readonly<Record<string, string>>;
}

export type PlaceVapiCallResult =
  /** Vapi accepted the call now. */
  | { outcome: 'placed'; vapiCallId: string }
  /** An earlier dispatch of the same Parley call already placed it. */
  | { outcome: 'already-placed'; vapiCallId: string }
  /** Another dispatch of the same Parley call is asking Vapi right now. */
  | { outcome: 'in-flight' };

const callRef = (callId: string) => db().collection(COLLECTIONS.calls).doc(callId);

async function claim(callId: string): Promise<PlaceVapiCallResult | null> {
  return db().runTransaction(async (tx) => {
    const doc = await tx.get(callRef(callId));
    if (!doc.exists) throw new Error(`Call ${callId} does not exist`);
    const placed: unknown = doc.get('vapiCallId');
    if (typeof placed === 'string' && placed) return { outcome: 'already-placed', vapiCallId: placed };
    const claimedAt: unknown = doc.get('vapiDispatchClaimedAt');
    if (claimedAt instanceof Timestamp && Date.now() - claimedAt.toMillis() < CLAIM_EXPIRES_MS) {
      return { outcome: 'in-flight' };
    }
    tx.update(callRef(callId), { vapiDispatchClaimedAt: Timestamp.now() });
    return null;
  });
}

function callRequest(call: VapiOutboundCall): Vapi.CreateCallDto {
  return {
    assistantId: call.assistantId,
    phoneNumberId: call.phoneNumberId,
    customer: { number: call.customerNumber },
    assistantOverrides: {
      variableValues: { ...call.variableValues },
      metadata: parleyMetadata({ agentId: call.agentId, callId: call.parleyCallId }),
    },
  };
}

/** Asks Vapi to place the call, once per Parley call id. Throws VapiApiError when Vapi refuses or is down. */
export async function placeVapiCall(
  call: VapiOutboundCall,
  client: VapiClientLike = vapiClient(),
): Promise<PlaceVapiCallResult> {
  const earlier = await claim(call.parleyCallId);
  if (earlier) return earlier;
  let created: Vapi.CreateCallsResponse;
  try {
    created = await vapiRequest('create call', async () => (await client).calls.create(callRequest(call)));
  } catch (error) {
    // Not placed: release the claim so the runner's retry may place it.
    await callRef(call.parleyCallId).update({ vapiDispatchClaimedAt: FieldValue.delete() });
    throw error;
  }
  // One customer gives one call; a batch answer only comes back for `customers`, which this never sends.
  if (!('id' in created)) throw new Error('Vapi answered a batch for a single call');
  // Placed: from here on the claim stays until the id is stored, so no failure can place it twice.
  await callRef(call.parleyCallId).update({
    vapiCallId: created.id,
    vapiDispatchClaimedAt: FieldValue.delete(),
  });
  return { outcome: 'placed', vapiCallId: created.id };
}

/** The call as Vapi holds it. Throws VapiApiError (404: no such call). */
export async function getVapiCall(
  vapiCallId: string,
  client: VapiClientLike = vapiClient(),
): Promise<Vapi.Call> {
  return vapiRequest('get call', async () => (await client).calls.get({ id: vapiCallId }));
}
