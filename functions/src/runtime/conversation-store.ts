// One conversation per document (t_conversations/{id}): its state, the snapshot it runs, and its
// transcript in the spec's event types. A turn reads the document once before it replies and writes it
// once after (state, appended transcript events, usage): no document is shared between conversations, so
// thousands of calls never contend on one. docs/runtime.md, "State".
import {
  API_ERROR_REASONS,
  COLLECTIONS,
  MSG_CONVERSATION_MOVED_ON,
  type TranscriptEvent,
} from '@parley/domain';
import { conversationStateSchema, type ConversationState } from '@parley/runtime';
import { FieldValue, type DocumentReference, type Timestamp } from 'firebase-admin/firestore';
import { failure } from '../lib/errors';
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

/** The stored document as a turn read it: what it holds, if readable, and when it last changed. */
export interface ConversationRead {
  conversation: StoredConversation | null;
  /** Null when there is no document: the turn's write then creates it. */
  updateTime: Timestamp | null;
}

export const conversationRef = (id: string): DocumentReference =>
  db().collection(COLLECTIONS.conversations).doc(id);

/** The stored conversation, or null when there is none (or it is not one the runtime can read). */
export async function readConversation(id: string): Promise<StoredConversation | null> {
  return (await readConversationForTurn(id)).conversation;
}

/** The stored conversation with its update time, which the turn's write then requires unchanged. */
export async function readConversationForTurn(id: string): Promise<ConversationRead> {
  const doc = await conversationRef(id).get();
  if (!doc.exists) return { conversation: null, updateTime: null };
  const updateTime = doc.updateTime ?? null;
  const state = conversationStateSchema.safeParse(doc.get('state'));
  const agentId: unknown = doc.get('agentId');
  const snapshotId: unknown = doc.get('snapshotId');
  if (!state.success || typeof agentId !== 'string' || typeof snapshotId !== 'string')
    return { conversation: null, updateTime };
  const turns: unknown = doc.get('callerTurns');
  return {
    conversation: {
      agentId,
      orgId: String(doc.get('orgId') ?? ''),
      snapshotId,
      kind: doc.get('kind') === 'test' ? 'test' : 'engine',
      state: state.data,
      callerTurns: Array.isArray(turns)
        ? turns.filter((turn): turn is string => typeof turn === 'string')
        : [],
    },
    updateTime,
  };
}

export interface TurnWrite {
  conversation: StoredConversation;
  /** Transcript events to append (their indexes continue the stored ones). */
  transcript: TranscriptEvent[];
  /** A new conversation replaces what was stored (Test chat's regenerate); otherwise it is appended to. */
  fresh: boolean;
  /**
   * What the turn read: the document must still be as it was (unchanged since `updateTime`, or still
   * absent when null). Undefined writes regardless (a restart, which read nothing).
   */
  expected?: { updateTime: Timestamp | null };
}

/** A concurrent turn (a retry) stored first: this one is dropped whole, and may be sent again. */
export const conversationMovedOn = () =>
  failure('aborted', MSG_CONVERSATION_MOVED_ON, { reason: API_ERROR_REASONS.conversationMovedOn });

/** Firestore's answers to a precondition that no longer holds (the document changed, or now exists). */
const LOST_RACE = new Set([6, 9, 'already-exists', 'failed-precondition']);

/**
 * The turn's one write: the state, the caller turns and the new transcript events. With `expected`, it
 * only lands if nobody wrote the conversation since it was read, so a concurrent retry of a turn can
 * never overwrite a newer state: the loser gets conversationMovedOn (409, retryable) and writes nothing.
 */
export async function writeTurn(id: string, write: TurnWrite): Promise<void> {
  const { conversation, transcript, fresh, expected } = write;
  const base = {
    agentId: conversation.agentId,
    orgId: conversation.orgId,
    snapshotId: conversation.snapshotId,
    kind: conversation.kind,
    state: conversation.state,
    callerTurns: conversation.callerTurns,
    updatedAt: FieldValue.serverTimestamp(),
  };
  const ref = conversationRef(id);
  const appended = fresh
    ? transcript
    : transcript.length > 0
      ? FieldValue.arrayUnion(...transcript)
      : undefined;
  try {
    if (!expected) {
      if (fresh) await ref.set({ ...base, transcript, createdAt: FieldValue.serverTimestamp() });
      else await ref.set({ ...base, ...(appended ? { transcript: appended } : {}) }, { merge: true });
    } else if (expected.updateTime === null) {
      await ref.create({ ...base, transcript, createdAt: FieldValue.serverTimestamp() });
    } else {
      await ref.update(
        { ...base, ...(appended ? { transcript: appended } : {}) },
        { lastUpdateTime: expected.updateTime },
      );
    }
  } catch (error) {
    if (LOST_RACE.has((error as { code?: unknown }).code as number)) throw conversationMovedOn();
    throw error;
  }
}
