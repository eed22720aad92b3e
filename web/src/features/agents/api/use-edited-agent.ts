import type { Agent } from '@parley/domain';
import { useState } from 'react';
import type { AsyncState } from '../../../lib/async-state';
import { useAgent } from './get-agent';

/**
 * The agent a workspace tab edits (`edit.agentId`), live. The first save under version control switches
 * that id from the live agent to its new draft: while the draft's first read is on its way, the agent
 * read last stays, so the editor on screen (and an edit being typed in another section) is not thrown
 * away for a progress spinner. The draft starts as a copy of it, so nothing stale is shown.
 */
export function useEditedAgent(agentId: string): AsyncState<Agent | null> {
  const agent = useAgent(agentId);
  const [last, setLast] = useState<Agent | null>(null);
  if (agent.status === 'success' && agent.data !== null && agent.data !== last) setLast(agent.data);
  if (agent.status === 'loading' && last !== null) return { status: 'success', data: last };
  return agent;
}
