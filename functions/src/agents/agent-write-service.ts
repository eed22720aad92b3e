import { AGENT_VOICE_FIELDS, CLIENT_WRITABLE_FIELDS, COLLECTIONS } from '@parley/domain';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { agentRef } from '../lib/collections';
import { db } from '../lib/firestore';
import { clearAgentCache } from '../voice-engine/voice-engine-client';

/** How long a handled event id is remembered (a Firestore TTL policy on expireAt deletes it after). */
const PROCESSED_EVENT_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * The fields whose change makes a live agent "edited": the ones users edit, directly (the domain's
 * client-writable list) or through updateAgentVoice (its voice fields).
 */
export const AGENT_EDITABLE_FIELDS: readonly string[] = [
  ...CLIENT_WRITABLE_FIELDS[COLLECTIONS.agents],
  ...AGENT_VOICE_FIELDS,
];

/** JSON with sorted keys, so two equal maps compare equal whatever their key order. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(
          Object.entries(inner as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)),
        )
      : inner,
  );
}

/** The editable fields that differ between two versions of an agent document. */
export function changedEditableFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): string[] {
  return AGENT_EDITABLE_FIELDS.filter((field) => canonical(before[field]) !== canonical(after[field]));
}

export type AgentWriteOutcome = 'ignored' | 'replayed' | 'updated';

/**
 * Reacts to a write of t_agents/{agentId}: when a live agent (isDraft false) had an editable field
 * changed, stamps lastUpdatedAt with server time and clears the voice engine's cache. Creations,
 * deletions, drafts and writes that touch no editable field (such as this function's own stamp) are
 * ignored, so it never loops. The event id is recorded in the same transaction as the stamp, so a
 * replayed event changes nothing.
 */
export async function handleAgentWritten(event: {
  eventId: string;
  agentId: string;
  before: Record<string, unknown> | undefined;
  after: Record<string, unknown> | undefined;
}): Promise<AgentWriteOutcome> {
  const { eventId, agentId, before, after } = event;
  if (!before || !after || after.isDraft === true) return 'ignored';
  if (changedEditableFields(before, after).length === 0) return 'ignored';

  const marker = db().collection(COLLECTIONS.processedEvents).doc(eventId);
  const outcome = await db().runTransaction(async (tx): Promise<AgentWriteOutcome> => {
    const [seen, current] = [await tx.get(marker), await tx.get(agentRef(agentId))];
    if (seen.exists) return 'replayed';
    tx.create(marker, {
      kind: 'agent-written',
      agentId,
      expireAt: Timestamp.fromMillis(Date.now() + PROCESSED_EVENT_TTL_MS),
    });
    if (current.exists) tx.update(agentRef(agentId), { lastUpdatedAt: FieldValue.serverTimestamp() });
    return current.exists ? 'updated' : 'ignored';
  });
  if (outcome === 'updated') await clearAgentCache(agentId);
  return outcome;
}
