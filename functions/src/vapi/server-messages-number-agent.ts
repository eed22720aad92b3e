// The agent a Vapi phone number belongs to: its primary number (agent.businessPhoneNumber.vapiPnId) or
// one of its endpoints (t_agents_endpoints.vapiPnId). Used for inbound calls, whose messages carry the
// number's id but no Parley metadata until an assistant-request has been answered.
import { COLLECTIONS } from '@parley/domain';
import { db } from '../lib/firestore';

export async function agentIdOfVapiNumber(vapiPnId: string): Promise<string | null> {
  const [primary, endpoint] = await Promise.all([
    db().collection(COLLECTIONS.agents).where('businessPhoneNumber.vapiPnId', '==', vapiPnId).limit(1).get(),
    db().collection(COLLECTIONS.agentEndpoints).where('vapiPnId', '==', vapiPnId).limit(1).get(),
  ]);
  const fromPrimary = primary.docs[0]?.id;
  if (fromPrimary) return fromPrimary;
  const fromEndpoint: unknown = endpoint.docs[0]?.get('agent_id');
  return typeof fromEndpoint === 'string' && fromEndpoint ? fromEndpoint : null;
}
