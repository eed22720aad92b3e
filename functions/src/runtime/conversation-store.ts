// One conversation per document (t_conversations/{id}): its state, the snapshot it runs, and its
// transcript in the spec's event types. A turn reads the document once before it replies and writes it
// once after (state, appended transcript events, usage): no document is shared between conversations, so
// thousands of calls never contend on one. docs/runtime.md, "State".
import { COLLECTIONS, type TranscriptEvent } from '@parley/domain';
import { conversationStateSchema, type ConversationState } from '@parley/runtime';
import { FieldValue, type DocumentReference } from 'firebase-admin/firestore';
import { db } from '../lib/firestore';

export type ConversationKind = 'engine' | 'test';

export interface StoredConversation {
  agentId: string;
  orgId: string;
  snapshotId: string;
  kind: ConversationKind;
  state: ConversationState;
  /** The caller's lines so far, in order (Test chat replays from an edited one). */
  callerTurns: string[];
}

export const conversationRef = (id: string): DocumentReference =>
  db().collection(COLLECTIONS.conversations).doc(id);

/** The stored conversation, or null when there is none (or it is not one the runtime can read). */
export async function readConversation(id: string): Promise<StoredConversation | null> {
  const doc = await conversationRef(id).get();
  if (!doc.exists) return null;
  const state = conversationStateSchema.safeParse(doc.get('state'));
  const agentId: unknown = doc.get('agentId');
  const snapshotId: unknown = doc.get('snapshotId');
  if (!state.success || typeof agentId !== 'string' || typeof snapshotId !== 'string') return null;
  const turns: unknown = doc.get('callerTurns');
  return {
    agentId,
    orgId: String(doc.get('orgId') ?? ''),
    snapshotId,
    kind: doc.get('kind') === 'test' ? 'test' : 'engine',
    state: state.data,
    callerTurns: Array.isArray(turns) ? turns.filter((turn): turn is string => typeof turn === 'string') : [],
  };
}

export interface TurnWrite {
  conversation: StoredConversation;
  /** Transcript events to append (their indexes continue the stored ones). */
  transcript: TranscriptEvent[];
  /** A new conversation replaces what was stored (Test chat's regenerate); otherwise it is appended to. */
  fresh: boolean;
}

/** The turn's one write: the state, the caller turns and the new transcript events. */
export async function writeTurn(id: string, write: TurnWrite): Promise<void> {
  const { conversation, transcript, fresh } = write;
  const base = {
    agentId: conversation.agentId,
    orgId: conversation.orgId,
    snapshotId: conversation.snapshotId,
    kind: conversation.kind,
    state: conversation.state,
    callerTurns: conversation.callerTurns,
    updatedAt: FieldValue.serverTimestamp(),
  };
  if (fresh) {
    await conversationRef(id).set({ ...base, transcript, createdAt: FieldValue.serverTimestamp() });
    return;
  }
  await conversationRef(id).set(
    { ...base, ...(transcript.length > 0 ? { transcript: FieldValue.arrayUnion(...transcript) } : {}) },
    { merge: true },
  );
}
