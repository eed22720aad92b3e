// Reads and writes shared by drafts, publish, restore and A/B tests (docs/versions.md).
import {
  agentVersionIdOf,
  agentVersionSchema,
  COLLECTIONS,
  copyWorkflowIdOf,
  versionedFieldsOf,
  workflowSchema,
  type Agent,
  type AgentVersion,
  type LastUpdatedBy,
  type TimestampLike,
  type User,
  type VersionedAgentFields,
  type Workflow,
} from '@parley/domain';
import {
  FieldValue,
  Timestamp,
  type DocumentReference,
  type DocumentSnapshot,
  type QuerySnapshot,
  type Transaction,
} from 'firebase-admin/firestore';
import { agentRef } from '../lib/collections';
import { db } from '../lib/firestore';

type Reader = Pick<Transaction, 'get'>;

export const workflowRef = (workflowId: string): DocumentReference =>
  db().collection(COLLECTIONS.workflows).doc(workflowId);

export const versionRef = (agentId: string, version: number): DocumentReference =>
  db().collection(COLLECTIONS.agentVersions).doc(agentVersionIdOf(agentId, version));

/** An agent's workflows, parsed, by id. */
export async function readWorkflows(agentId: string, tx: Reader): Promise<Workflow[]> {
  return parseWorkflows(await tx.get(workflowsOf(agentId)));
}

/** An agent's workflows read outside any transaction (the runtime's snapshot, which writes nothing back). */
export async function readWorkflowsNow(agentId: string): Promise<Workflow[]> {
  return parseWorkflows(await workflowsOf(agentId).get());
}

const workflowsOf = (agentId: string) =>
  db().collection(COLLECTIONS.workflows).where('agentId', '==', agentId);

function parseWorkflows(snapshot: QuerySnapshot): Workflow[] {
  return snapshot.docs
    .map((doc) => workflowSchema.parse({ ...doc.data(), id: doc.id }))
    .sort((a, b) => a.id.localeCompare(b.id));
}

/** A stored version as read: absent, present but not a whole snapshot, or the parsed snapshot. */
export type StoredVersion =
  { state: 'missing' } | { state: 'incomplete' } | { state: 'found'; version: AgentVersion };

/**
 * The stored version, parsed. A document that does not parse (fields missing from its snapshot) is
 * 'incomplete' rather than an exception: restore refuses it with a 400, publish writes it anew.
 */
export async function readStoredVersion(
  agentId: string,
  version: number,
  tx: Reader,
): Promise<StoredVersion> {
  return parseVersion(await tx.get(versionRef(agentId, version)));
}

function parseVersion(snapshot: DocumentSnapshot): StoredVersion {
  if (!snapshot.exists) return { state: 'missing' };
  const parsed = agentVersionSchema.safeParse({ ...snapshot.data(), id: snapshot.id });
  return parsed.success ? { state: 'found', version: parsed.data } : { state: 'incomplete' };
}

/** The snapshot of an agent's version, or null when there is none or it is incomplete. */
export async function readVersion(
  agentId: string,
  version: number,
  tx: Reader,
): Promise<AgentVersion | null> {
  const stored = await readStoredVersion(agentId, version, tx);
  return stored.state === 'found' ? stored.version : null;
}

/** The snapshot of an agent's version read outside any transaction, or null (the runtime's snapshot). */
export async function readVersionNow(agentId: string, version: number): Promise<AgentVersion | null> {
  const stored = parseVersion(await versionRef(agentId, version).get());
  return stored.state === 'found' ? stored.version : null;
}

export const stampOf = (caller: User): LastUpdatedBy => ({
  uid: caller.uid,
  email: caller.email,
  displayName: caller.displayName,
});

/** A stored time as Firestore keeps it; null when it cannot be read as one. */
function firestoreTime(value: TimestampLike | null): Timestamp | null {
  if (value === null) return null;
  if (value instanceof Date) return Timestamp.fromDate(value);
  if (typeof value === 'number') return Timestamp.fromMillis(value);
  if (typeof value === 'string') return Timestamp.fromDate(new Date(value));
  return new Timestamp(value.seconds, value.nanoseconds);
}

/**
 * Writes the snapshot of `agent` at its current version (replacing an edited one). `asOf` says when that
 * version came to be: a snapshot caught up later (the first publish of a never-snapshotted live agent)
 * takes the agent's last change, not the time of the catch-up.
 */
export function writeSnapshot(
  tx: Transaction,
  input: {
    agent: Agent;
    workflows: readonly Workflow[];
    by: LastUpdatedBy | null;
    note?: string;
    asOf?: 'now' | 'last-change';
  },
): void {
  const { agent, workflows, by, note } = input;
  const lastChange = input.asOf === 'last-change' ? firestoreTime(agent.lastUpdatedAt) : null;
  const version: AgentVersion = agentVersionSchema.parse({
    id: agentVersionIdOf(agent.id, agent.version),
    agentId: agent.id,
    orgId: agent.orgId,
    version: agent.version,
    versionName: agent.versionName,
    note: note ?? '',
    isEdited: false,
    // The Vapi sync's fields are the live agent's state with the engine, not content of the version.
    snapshot: { ...agent, lastUpdatedAt: null, vapiAssistantId: null, vapiSync: null },
    workflows: workflows.map((workflow) => ({ ...workflow, lastUpdatedAt: null })),
    createdBy: by,
  });
  tx.set(versionRef(agent.id, agent.version), {
    ...version,
    createdAt: lastChange ?? FieldValue.serverTimestamp(),
  });
}

/** What kind of copy of a live agent to write. */
export type CopyKind = { isDraft: true } | { isABTestAgent: true; abTestCaseId: string };

/**
 * Writes a copy of the live agent `live` (a draft or a B copy) at `copyId`, with `content`'s versioned
 * fields and a copy of each of `workflows` (ids from copyWorkflowIdOf, pointing back at the live workflow
 * by sourceWorkflowId). The copy has no numbers and is in no list; it keeps the live version numbers.
 * Reads nothing: callers read first, as transactions require.
 */
export function writeCopy(
  tx: Transaction,
  input: {
    live: Agent;
    copyId: string;
    kind: CopyKind;
    content: VersionedAgentFields;
    workflows: readonly Workflow[];
    by: LastUpdatedBy;
    isEdited: boolean;
    meta?: Record<string, unknown>;
  },
): void {
  const { live, copyId, kind, content, workflows, by } = input;
  const idOf = (liveWorkflowId: string) => copyWorkflowIdOf(copyId, liveWorkflowId);
  const defaultId = content.workflowSettings.defaultWorkflowId;
  for (const workflow of workflows) {
    tx.set(workflowRef(idOf(workflow.id)), {
      ...workflow,
      id: idOf(workflow.id),
      agentId: copyId,
      sourceWorkflowId: workflow.id,
      lastUpdatedBy: by,
      lastUpdatedAt: FieldValue.serverTimestamp(),
    });
  }
  tx.set(agentRef(copyId), {
    ...live,
    ...versionedFieldsOf(content),
    id: copyId,
    workflowIds: workflows.map((workflow) => idOf(workflow.id)),
    workflowSettings: { ...content.workflowSettings, defaultWorkflowId: defaultId ? idOf(defaultId) : null },
    businessPhoneNumber: null,
    primaryPhoneNumberCustomName: null,
    // A copy gets its own assistant (a draft's Test call); it must never update the live agent's.
    vapiAssistantId: null,
    vapiSync: null,
    isDraft: false,
    isABTestAgent: false,
    abTestCaseId: null,
    ...kind,
    sourceAgentId: live.id,
    isEdited: input.isEdited,
    meta: { ...live.meta, ...input.meta },
    lastUpdatedBy: by,
    lastUpdatedAt: FieldValue.serverTimestamp(),
    createdAt: FieldValue.serverTimestamp(),
  });
}

/** Deletes a copy and its workflows (reads nothing: pass the workflows read before). */
export function deleteCopy(tx: Transaction, copyId: string, workflows: readonly Workflow[]): void {
  for (const workflow of workflows) tx.delete(workflowRef(workflow.id));
  tx.delete(agentRef(copyId));
}
