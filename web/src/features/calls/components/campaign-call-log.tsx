import { useCallback, useMemo } from 'react';
import { paths } from '../../../lib/paths';
import { CallLogScreen } from './call-log-screen';

export interface CampaignCallLogProps {
  orgId: string;
  agentId: string;
  campaignId: string;
}

/**
 * One campaign's calls, for its page: the agent's call log pinned to the campaign (its filters, paging,
 * export and live first page), showing whom each call reached, from which number and why.
 */
export function CampaignCallLog({ orgId, agentId, campaignId }: CampaignCallLogProps) {
  const scope = useMemo(() => ({ agentId }), [agentId]);
  const pinned = useMemo(() => ({ campaignId }), [campaignId]);
  const callHref = useCallback((callId: string) => paths.agentCall(agentId, callId), [agentId]);
  return <CallLogScreen scope={scope} pinned={pinned} columns="campaign" orgId={orgId} callHref={callHref} />;
}
