import {
  API_ROUTES,
  COLLECTIONS,
  INTEGRATION_REQUEST_SOURCE,
  integrationRequestSchema,
  MARKETPLACE_ERROR_REASONS,
  MSG_REQUEST_ID_TAKEN,
  requestIntegrationRequestSchema,
  type RequestIntegrationResponse,
} from '@parley/domain';
import { FieldValue, Timestamp, type DocumentReference } from 'firebase-admin/firestore';
import { defineRoute } from '../../api/route-definition';
import { authorize } from '../../lib/authorize';
import { failure } from '../../lib/errors';
import { db } from '../../lib/firestore';
import { appBaseUrl } from '../../mail/templates';
import { sendIntegrationRequestNotice } from './integration-request-notice';

const requestRef = (requestId: string): DocumentReference =>
  db().collection(COLLECTIONS.integrationRequests).doc(requestId);

const isoOf = (value: unknown): string =>
  value instanceof Timestamp ? value.toDate().toISOString() : new Date().toISOString();

/**
 * POST /integrations/request-integration: "Request an integration" from an agent's marketplace. Stores
 * t_w_integration_requests/{requestId} with the caller's profile as the user snapshot (never the
 * client's word for plan or e-mail) and the agent's link, then sends the notice to the
 * integration-requests webhook once: a retry with the same requestId stores nothing new and resends
 * only a notice that was not taken. Needs a member of the agent's organisation who is not a VIEWER.
 */
export const requestIntegrationRoute = defineRoute(
  API_ROUTES.requestIntegration,
  requestIntegrationRequestSchema,
  async ({ uid, input }): Promise<RequestIntegrationResponse> => {
    const { caller, agent } = await authorize(null, { agentId: input.agentId }, uid, { action: 'change' });
    const ref = requestRef(input.requestId);
    const stored = await db().runTransaction(async (tx) => {
      const existing = await tx.get(ref);
      if (existing.exists) {
        const request = integrationRequestSchema.parse(existing.data());
        if (request.user.id !== uid) {
          throw failure('already-exists', MSG_REQUEST_ID_TAKEN, {
            reason: MARKETPLACE_ERROR_REASONS.requestIdTaken,
          });
        }
        return request;
      }
      const request = integrationRequestSchema.parse({
        user: {
          id: uid,
          name: caller.displayName ?? '',
          email: caller.email ?? '',
          plan: caller.plan,
          phoneNumber: caller.phoneNumber ?? '',
        },
        agentUrl: `${appBaseUrl()}/agent/${encodeURIComponent(agent.id)}`,
        integration: input.integration,
        useCase: input.useCase,
        monthlyCallVolume: input.monthlyCallVolume,
        businessCriticality: input.businessCriticality,
      });
      tx.create(ref, { ...request, createdAt: FieldValue.serverTimestamp() });
      return request;
    });
    if (stored.noticeSentAt !== null) return { requestId: input.requestId, noticeSent: true };

    const createdAt: unknown = (await ref.get()).get('createdAt');
    const noticeSent = await sendIntegrationRequestNotice({
      requested_via: INTEGRATION_REQUEST_SOURCE,
      requestId: input.requestId,
      user: stored.user,
      agentUrl: stored.agentUrl,
      integration: stored.integration,
      useCase: stored.useCase,
      monthlyCallVolume: stored.monthlyCallVolume,
      businessCriticality: stored.businessCriticality,
      createdAt: isoOf(createdAt),
    });
    if (noticeSent) await ref.update({ noticeSentAt: FieldValue.serverTimestamp() });
    return { requestId: input.requestId, noticeSent };
  },
);
