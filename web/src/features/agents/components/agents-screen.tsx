import Stack from '@mui/material/Stack';
import { agentChecklist, type Agent, type NewUserCheckList } from '@parley/domain';
import { useState } from 'react';
import type { AsyncState } from '../../../lib/async-state';
import type { CreateGate } from '../utils/plan-gate';
import { AgentsList } from './agents-list';
import { CreateAgentDialog } from './create-agent-dialog';
import { DuplicateAgentDialog, duplicateRefusal, type OrgOption } from './duplicate-agent-dialog';
import { NewUserChecklist } from './new-user-checklist';

export interface AgentsScreenProps {
  agents: AsyncState<readonly Agent[]>;
  createGate: CreateGate;
  /** The user may only view (role VIEWER): no per-agent actions; createGate says why. */
  readOnly: boolean;
  checklist: NewUserCheckList | null;
  /** The user's organisations, as duplicate targets, each with its plan gate where known. */
  orgs: readonly OrgOption[];
  currentOrgId: string | null;
  /** Creates an agent; rejects with the message to show in the dialog. */
  onCreate: (name: string) => Promise<void>;
  /** Duplicates into an organisation; rejects with the message to show in the dialog. */
  onDuplicate: (agent: Agent, targetOrgId: string) => Promise<void>;
  onDelete: (agent: Agent) => void;
}

/** The /agent screen: checklist, the list, and its create and duplicate dialogs. */
export function AgentsScreen({
  agents,
  createGate,
  readOnly,
  checklist,
  orgs,
  currentOrgId,
  onCreate,
  onDuplicate,
  onDelete,
}: AgentsScreenProps) {
  const [creating, setCreating] = useState(false);
  const [duplicating, setDuplicating] = useState<Agent | null>(null);
  const firstAgent = agents.status === 'success' ? (agents.data[0] ?? null) : null;
  return (
    <Stack spacing={3} sx={{ maxWidth: 960, mx: 'auto', width: '100%' }}>
      {/* The steps act on the first agent, so what that agent already has shows as done. */}
      <NewUserChecklist
        checklist={checklist && agentChecklist(checklist, firstAgent)}
        agentId={firstAgent?.id ?? null}
      />
      <AgentsList
        agents={agents}
        createGate={createGate}
        readOnly={readOnly}
        duplicateRefusal={duplicateRefusal(orgs)}
        onCreateClick={() => {
          setCreating(true);
        }}
        onDuplicate={setDuplicating}
        onDelete={onDelete}
      />
      <CreateAgentDialog
        open={creating}
        onClose={() => {
          setCreating(false);
        }}
        onCreate={onCreate}
      />
      {duplicating && (
        <DuplicateAgentDialog
          agentName={duplicating.name}
          orgs={orgs}
          defaultOrgId={currentOrgId}
          onClose={() => {
            setDuplicating(null);
          }}
          onDuplicate={async (targetOrgId) => {
            await onDuplicate(duplicating, targetOrgId);
            setDuplicating(null);
          }}
        />
      )}
    </Stack>
  );
}
