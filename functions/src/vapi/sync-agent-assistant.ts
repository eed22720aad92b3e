// Keeps a live agent's Vapi assistant in step with what was published: after each publish (and by the
// sweep, for those left pending) the assistant is created or updated from the agent. Vapi being down
// never fails the publish: the agent is marked `vapiSync.status: 'pending'` and synced again later.
import { COLLECTIONS, voiceSchema, type Voice } from '@parley/domain';
import { FieldValue } from 'firebase-admin/firestore';
import { agentRef, readAgent } from '../lib/collections';
import { db } from '../lib/firestore';
import { vapiAssistantSyncFailed } from '../lib/logs';
import { secretValue } from '../lib/secrets';
import { revealRuntimeSecret } from '../runtime/agent-runtime-secret';
import { runtimeEndpointUrl } from '../runtime/runtime-endpoint-url';
import { assistantFromAgent } from './assistant-mapping';
import { VapiApiError } from './vapi-api-error';
import { upsertVapiAssistant } from './vapi-assistants';
import type { VapiClientOptions } from './vapi-client';
import { vapiClient } from './vapi-client';
import { VAPI_API_KEY, VAPI_WEBHOOK_SECRET } from './vapi-secrets';
import { vapiServerUrl } from './vapi-server-url';

/** The agent document's fields this writes (server-only, not editable, so no trigger reacts to them). */
export const VAPI_ASSISTANT_ID_FIELD = 'vapiAssistantId';
export const VAPI_SYNC_FIELD = 'vapiSync';

export type VapiSyncOutcome =
  /** Vapi holds the agent as published. */
  | { status: 'synced'; assistantId: string }
  /** Vapi failed; the agent is marked pending with Vapi's reason. */
  | { status: 'pending'; error: string }
  /** No Vapi key in this deployment (or no such live agent): nothing to sync. */
  | { status: 'skipped' };

async function selectedVoice(voiceId: string | null): Promise<Voice | null> {
  if (!voiceId) return null;
  const doc = await db().collection(COLLECTIONS.voices).doc(voiceId).get();
  const parsed = voiceSchema.safeParse({ ...doc.data(), id: doc.id });
  return doc.exists && parsed.success ? parsed.data : null;
}

/** Creates or updates the live agent's assistant and records the outcome on the agent. */
export async function syncAgentAssistant(
  agentId: string,
  options: VapiClientOptions = {},
): Promise<VapiSyncOutcome> {
  if (!secretValue(VAPI_API_KEY)) return { status: 'skipped' };
  const [agent, stored] = await Promise.all([readAgent(agentId), agentRef(agentId).get()]);
  if (!agent || agent.isDraft) return { status: 'skipped' };
  const storedId: unknown = stored.get(VAPI_ASSISTANT_ID_FIELD);
  const [voice, { secret }] = await Promise.all([
    selectedVoice(agent.selectedVoiceId),
    revealRuntimeSecret(agentId),
  ]);
  const assistant = assistantFromAgent({
    agent,
    version: agent.version,
    voice,
    runtime: { url: runtimeEndpointUrl(agentId), secret },
    server: { url: vapiServerUrl(), secret: secretValue(VAPI_WEBHOOK_SECRET) },
  });
  try {
    const assistantId = await upsertVapiAssistant(
      assistant,
      typeof storedId === 'string' && storedId ? storedId : null,
      vapiClient(options),
    );
    await agentRef(agentId).update({
      [VAPI_ASSISTANT_ID_FIELD]: assistantId,
      [VAPI_SYNC_FIELD]: {
        status: 'synced',
        version: agent.version,
        error: null,
        at: FieldValue.serverTimestamp(),
      },
    });
    return { status: 'synced', assistantId };
  } catch (error) {
    if (!(error instanceof VapiApiError)) throw error;
    vapiAssistantSyncFailed(agentId, error.status, error.vapiMessage);
    await agentRef(agentId).update({
      [VAPI_SYNC_FIELD]: {
        status: 'pending',
        version: agent.version,
        error: error.vapiMessage,
        at: FieldValue.serverTimestamp(),
      },
    });
    return { status: 'pending', error: error.vapiMessage };
  }
}

/** Syncs every agent left pending (a scheduled sweep calls this); resolves how many are now synced. */
export async function syncPendingAssistants(options: VapiClientOptions = {}): Promise<number> {
  if (!secretValue(VAPI_API_KEY)) return 0;
  const pending = await db()
    .collection(COLLECTIONS.agents)
    .where(`${VAPI_SYNC_FIELD}.status`, '==', 'pending')
    .get();
  let synced = 0;
  for (const doc of pending.docs) {
    const outcome = await syncAgentAssistant(doc.id, options);
    if (outcome.status === 'synced') synced += 1;
  }
  return synced;
}
