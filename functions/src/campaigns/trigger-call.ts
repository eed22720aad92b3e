import {
  API_ERROR_REASONS,
  API_ROUTES,
  callRecordSchema,
  COLLECTIONS,
  MSG_AGENT_HAS_NO_PHONE_NUMBER,
  MSG_CREDITS_EXHAUSTED,
  MSG_FAILED_TO_TRIGGER_CALL,
  outboundGateError,
  TRIGGER_CALL_PHONE_VARIABLE,
  triggerCallRequestSchema,
  type TriggerCallResponse,
} from '@parley/domain';
import { defineRoute } from '../api/route-definition';
import { callAttributor } from '../calls/call-attribution';
import { creditsExhausted } from '../billing/credit-gate';
import { failure } from '../lib/errors';
import { db } from '../lib/firestore';
import {
  callEndedWebhookUrl,
  startOutboundCall,
  VoiceEngineError,
} from '../voice-engine/voice-engine-client';
import { authorize } from '../lib/authorize';
import { callRef } from './campaign-store';
import { requireAgentWorkflow } from './create-campaign';

/**
 * POST /outbound/trigger-call: one outbound call of an agent's workflow to variables.phone_number,
 * from the agent's business number, by a member who is not a VIEWER, on a plan with outbound calls.
 * The call record is written first (queued) and turns failed if the voice engine refuses the call
 * ('Failed to trigger call'); its end arrives by the call-ended webhook like a campaign call's.
 */
export const triggerCallRoute = defineRoute(
  API_ROUTES.triggerCall,
  triggerCallRequestSchema,
  async ({ uid, input }): Promise<TriggerCallResponse> => {
    const access = await authorize(null, { agentId: input.agentId }, uid, { action: 'change' });
    const gate = outboundGateError(access.owner?.plan, 'flow');
    if (gate) throw failure('permission-denied', gate, { reason: API_ERROR_REASONS.planLimit });
    if (await creditsExhausted(db(), access.org.id)) {
      throw failure('resource-exhausted', MSG_CREDITS_EXHAUSTED, { reason: API_ERROR_REASONS.quotaExceeded });
    }
    const { agent } = access;
    requireAgentWorkflow(agent, input.workflowId);
    const from = agent.businessPhoneNumber?.number;
    if (!from) {
      throw failure('failed-precondition', MSG_AGENT_HAS_NO_PHONE_NUMBER, {
        reason: API_ERROR_REASONS.callFailed,
      });
    }
    const to = input.variables[TRIGGER_CALL_PHONE_VARIABLE] ?? '';
    const ref = db().collection(COLLECTIONS.calls).doc();
    const attribution = (await callAttributor(agent))(to || ref.id);
    await ref.create(
      callRecordSchema.parse({
        id: ref.id,
        agentId: agent.id,
        orgId: agent.orgId,
        workflowId: input.workflowId,
        type: 'outboundPhoneCall',
        status: 'queued',
        fromNumber: from,
        toNumber: to,
        routing: { chosenNumber: from, reason: 'agent-number', explanation: "The agent's business number" },
        ...attribution,
        createdAt: Date.now(),
      }),
    );
    try {
      await startOutboundCall({
        callId: ref.id,
        agentId: agent.id,
        workflowId: input.workflowId,
        from,
        to,
        variables: input.variables,
        webhookUrl: callEndedWebhookUrl(),
      });
    } catch (error) {
      await callRef(db(), ref.id).update({ status: 'failed' });
      throw failure('unavailable', MSG_FAILED_TO_TRIGGER_CALL, {
        reason: API_ERROR_REASONS.callFailed,
        engineStatus: error instanceof VoiceEngineError ? error.status : 0,
      });
    }
    return { callId: ref.id };
  },
);
