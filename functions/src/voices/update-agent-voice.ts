import {
  API_ERROR_REASONS,
  isRealtimeVoice,
  isVoiceVisible,
  MSG_BETA_VOICES_DISABLED,
  updateAgentVoiceRequestSchema,
  type Agent,
  type OkResponse,
  type UpdateAgentVoiceRequest,
  type User,
} from '@parley/domain';
import type { Transaction } from 'firebase-admin/firestore';
import { authorizeAgentEdit } from '../lib/authorize-agent-edit';
import { agentRef } from '../lib/collections';
import { failure } from '../lib/errors';
import { db } from '../lib/firestore';
import { validatedOnCall } from '../lib/validated-on-call';
import { markChecklist } from '../users/checklist';
import { readVoice, voiceNotFound } from './voice-access';

/**
 * The fields to write for a new selected voice, or null when it is already the agent's voice. The voice
 * must be one the library shows for this agent (System's, the caller's, the agent owner's) and, when
 * realtime, the caller's account needs enableBetaVoices.
 */
async function selectedVoiceChange(
  tx: Transaction,
  agent: Agent,
  caller: User,
  selectedVoiceId: string,
): Promise<Partial<Agent> | null> {
  if (agent.selectedVoiceId === selectedVoiceId) return null;
  const voice = await readVoice(selectedVoiceId, tx);
  const viewer = { userUid: caller.uid, agentOwnerUid: agent.uid, currentVoiceId: agent.selectedVoiceId };
  if (!voice || !isVoiceVisible(voice, viewer)) throw voiceNotFound();
  if (isRealtimeVoice(voice) && !caller.enableBetaVoices) {
    throw failure('permission-denied', MSG_BETA_VOICES_DISABLED, {
      reason: API_ERROR_REASONS.betaVoicesDisabled,
    });
  }
  return { selectedVoiceId };
}

/**
 * Callable updateAgentVoice: sets the agent's selected voice, or its
 * enableMultiLingual flag with the full voiceEngineSettings (speed among them). Members, admins and the
 * owner of the agent's organisation may; VIEWERs and outsiders not, nor anyone on a live agent under
 * version control (its draft is edited instead, docs/versions.md). The write is an ordinary edit of
 * editable fields, so the onAgentWritten trigger stamps lastUpdatedAt and clears the voice engine's
 * cached agent exactly as for an edit made in the app; an update that changes nothing writes nothing.
 * Choosing a voice ticks the caller's 'Choose a voice' checklist step in the same transaction.
 */
export const updateAgentVoice = validatedOnCall(
  updateAgentVoiceRequestSchema,
  async (input: UpdateAgentVoiceRequest, { uid }): Promise<OkResponse> => {
    await db().runTransaction(async (tx) => {
      const { agent, caller } = await authorizeAgentEdit(tx, input.agentId, uid);
      const change =
        'selectedVoiceId' in input
          ? await selectedVoiceChange(tx, agent, caller, input.selectedVoiceId)
          : { enableMultiLingual: input.enableMultiLingual, voiceEngineSettings: input.voiceEngineSettings };
      if (!change) return;
      const lastUpdatedBy = { uid, email: caller.email, displayName: caller.displayName };
      tx.update(agentRef(agent.id), { ...change, lastUpdatedBy });
      if ('selectedVoiceId' in change && !caller.newUserCheckList.hasChosenVoice) {
        markChecklist(tx, uid, 'hasChosenVoice');
      }
    });
    return { ok: true };
  },
);
