// t_phone_numbers and where a number is attached: an agent's primary (t_agents.businessPhoneNumber) or
// one of its endpoints (t_agents_endpoints). Each attached number or SIP address has one t_phone_numbers
// document; an endpoint document shares its id, so either finds the other.
import {
  agentEndpointSchema,
  API_ERROR_REASONS,
  COLLECTIONS,
  MSG_NUMBER_TAKEN,
  phoneNumberDocId,
  phoneNumberSchema,
  type Agent,
  type AgentEndpoint,
  type Organisation,
  type PhoneNumber,
  type PhoneNumberView,
  type Plan,
  type VoiceMode,
} from '@parley/domain';
import { FieldValue, type DocumentReference, type Transaction } from 'firebase-admin/firestore';
import { authorize } from '../lib/authorize';
import { agentRef } from '../lib/collections';
import { failure } from '../lib/errors';
import { db } from '../lib/firestore';

export const phoneNumberRef = (id: string): DocumentReference =>
  db().collection(COLLECTIONS.phoneNumbers).doc(id);
export const endpointRef = (id: string): DocumentReference =>
  db().collection(COLLECTIONS.agentEndpoints).doc(id);

export function toView(record: PhoneNumber): PhoneNumberView {
  const { id, number, countryCode, source, provider, agentId, isPrimary } = record;
  return { id, number, countryCode, source, provider, agentId, isPrimary };
}

/** A number's provider fields, as buy and import know them. */
export type NumberRecordInput = Pick<PhoneNumber, 'number' | 'countryCode' | 'source' | 'provider'> &
  Partial<
    Pick<PhoneNumber, 'twilioPnSid' | 'twilioAccountSid' | 'vonageCredentialId' | 'vapiPnId' | 'vapiError'>
  >;

export interface AgentEndpointEntry {
  id: string;
  endpoint: AgentEndpoint;
}

/** What every agent number route reads first, inside its transaction. */
export interface AgentNumbers {
  agent: Agent;
  org: Organisation;
  ownerPlan: Plan | null;
  endpoints: AgentEndpointEntry[];
}

/**
 * Reads the agent, its organisation, the owner's plan and the agent's endpoints. Refuses as
 * authorize does: an unknown agent, a caller outside the organisation, a VIEWER on a change.
 */
export async function readAgentNumbers(
  tx: Transaction,
  agentId: string,
  uid: string,
  { change }: { change: boolean },
): Promise<AgentNumbers> {
  const { agent, org, owner } = await authorize(tx, { agentId }, uid, { action: change ? 'change' : 'read' });
  const endpoints = await tx.get(
    db().collection(COLLECTIONS.agentEndpoints).where('agent_id', '==', agentId),
  );
  return {
    agent,
    org,
    ownerPlan: owner?.plan ?? null,
    endpoints: endpoints.docs.map((doc) => ({ id: doc.id, endpoint: agentEndpointSchema.parse(doc.data()) })),
  };
}

/** The business numbers on the agent (primary and endpoint numbers; SIP addresses are not numbers). */
export function businessNumberCount({ agent, endpoints }: AgentNumbers): number {
  return (agent.businessPhoneNumber ? 1 : 0) + endpoints.filter(({ endpoint }) => endpoint.number).length;
}

/** Whether `number` (a number or SIP address) is already on the agent. */
export function isOnAgent({ agent, endpoints }: AgentNumbers, number: string): boolean {
  return (
    agent.businessPhoneNumber?.number === number ||
    endpoints.some(({ endpoint }) => endpoint.number === number || endpoint.sipAddress === number)
  );
}

export async function readPhoneNumber(tx: Transaction, id: string): Promise<PhoneNumber | null> {
  const snapshot = await tx.get(phoneNumberRef(id));
  return snapshot.exists ? phoneNumberSchema.parse({ ...snapshot.data(), id }) : null;
}

/** The endpoint document of a number record (same id), as t_agents_endpoints holds it. */
function endpointFor(record: PhoneNumber, agentId: string, voiceMode: VoiceMode) {
  const isSip = record.source === 'sip';
  return agentEndpointSchema.parse({
    agent_id: agentId,
    number: isSip ? null : record.number,
    sipAddress: isSip ? record.number : null,
    countryCode: record.countryCode,
    twilioPnSid: record.twilioPnSid,
    vapiPnId: record.vapiPnId,
    voiceMode,
    customName: record.customName,
  });
}

function businessNumberFor(record: PhoneNumber, voiceMode: VoiceMode) {
  return {
    number: record.number,
    countryCode: record.countryCode,
    twilioPnSid: record.twilioPnSid,
    vapiPnId: record.vapiPnId,
    a2p10dlc: false,
    voiceMode,
    customName: record.customName,
  };
}

/** Turns the agent's primary number, if any, into one of its endpoints (a new primary takes its place). */
function demotePrimary(tx: Transaction, { agent, org }: AgentNumbers): void {
  const previous = agent.businessPhoneNumber;
  if (!previous) return;
  const previousId = phoneNumberDocId(org.id, previous.number);
  tx.set(endpointRef(previousId), {
    ...agentEndpointSchema.parse({ ...previous, agent_id: agent.id }),
    dateAdded: FieldValue.serverTimestamp(),
  });
  tx.set(phoneNumberRef(previousId), { isPrimary: false }, { merge: true });
}

/**
 * Writes, in `tx`, the number attached to the agent: as primary (the old primary, if any, becomes an
 * endpoint) or as an endpoint. `existing` is the number's current document. Refuses a number attached
 * to another agent. Does nothing beyond answering when the number is already on this agent.
 */
export function attachNumber(
  tx: Transaction,
  context: AgentNumbers,
  input: NumberRecordInput,
  existing: PhoneNumber | null,
  { isSecondary, mode }: { isSecondary: boolean; mode: VoiceMode },
): PhoneNumberView {
  const { agent, org } = context;
  const id = phoneNumberDocId(org.id, input.number);
  if (existing?.agentId && existing.agentId !== agent.id) {
    throw failure('already-exists', MSG_NUMBER_TAKEN, { reason: API_ERROR_REASONS.numberTaken });
  }
  if (existing?.agentId === agent.id && isOnAgent(context, input.number)) return toView(existing);

  const isPrimary = !isSecondary && input.source !== 'sip';
  const record = phoneNumberSchema.parse({
    ...existing,
    ...input,
    id,
    orgId: org.id,
    agentId: agent.id,
    isPrimary,
    voiceMode: mode,
    createdAt: null,
  });
  tx.set(phoneNumberRef(id), {
    ...record,
    createdAt: existing?.createdAt ?? FieldValue.serverTimestamp(),
  });
  if (!isPrimary) {
    tx.set(endpointRef(id), {
      ...endpointFor(record, agent.id, mode),
      dateAdded: FieldValue.serverTimestamp(),
    });
    return toView(record);
  }
  demotePrimary(tx, context);
  tx.update(agentRef(agent.id), { businessPhoneNumber: businessNumberFor(record, mode) });
  return toView(record);
}

/** Writes, in `tx`, a number record not attached to any agent (imported or bought but not attached). */
export function recordUnassigned(
  tx: Transaction,
  orgId: string,
  input: NumberRecordInput,
  existing: PhoneNumber | null,
): PhoneNumberView {
  const id = phoneNumberDocId(orgId, input.number);
  const record = phoneNumberSchema.parse({ ...existing, ...input, id, orgId, createdAt: null });
  tx.set(phoneNumberRef(id), { ...record, createdAt: existing?.createdAt ?? FieldValue.serverTimestamp() });
  return toView(record);
}

/** Moves an endpoint to primary, in `tx`; the previous primary becomes an endpoint. */
export function promoteEndpoint(tx: Transaction, context: AgentNumbers, entry: AgentEndpointEntry): void {
  const { endpoint } = entry;
  const number = endpoint.number ?? '';
  tx.delete(endpointRef(entry.id));
  tx.set(phoneNumberRef(entry.id), { isPrimary: true }, { merge: true });
  demotePrimary(tx, context);
  const { countryCode, twilioPnSid, vapiPnId, a2p10dlc, voiceMode, customName } = endpoint;
  tx.update(agentRef(context.agent.id), {
    businessPhoneNumber: { number, countryCode, twilioPnSid, vapiPnId, a2p10dlc, voiceMode, customName },
  });
}
