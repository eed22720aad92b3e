import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import type { Agent } from '@parley/domain';
import { useId, useState } from 'react';
import { visuallyHidden } from '../../components/visually-hidden';
import { PublishDialog } from '../../features/versions/components/publish-dialog';
import { VersionMenu } from '../../features/versions/components/version-menu';
import { LABEL_PUBLISH, MSG_NOTHING_TO_PUBLISH } from '../../features/versions/strings';
import { restoreRefusal } from '../../features/versions/utils/restore-refusal';
import { paths } from '../../lib/paths';
import { AgentVersionSides } from './agent-workspace-sides';

export interface AgentVersionActionsProps {
  /** The live agent. */
  agent: Agent;
  versionControl: boolean;
  draft: Agent | null;
  /** Why the user may not change anything (a VIEWER), or null. */
  readOnlyReason: string | null;
}

const workflowHref = (agentId: string) => (workflowId: string, nodeId: string | null) =>
  paths.agentWorkflow(agentId, workflowId, nodeId ?? undefined);

/**
 * The header's Publish button (under version control; disabled with the reason when there is nothing
 * to publish or the user is a VIEWER) and the version menu. The dialog and its reads mount on opening.
 */
export function AgentVersionActions({
  agent,
  versionControl,
  draft,
  readOnlyReason,
}: AgentVersionActionsProps) {
  const [publishing, setPublishing] = useState(false);
  const refusalId = useId();
  const publishRefusal = readOnlyReason ?? (draft?.isEdited ? null : MSG_NOTHING_TO_PUBLISH);
  return (
    <>
      {versionControl && (
        <Tooltip title={publishRefusal ?? ''} describeChild>
          {/* A disabled button takes no pointer events: the span carries the tooltip. */}
          <span>
            <Button
              variant="contained"
              disabled={publishRefusal !== null}
              aria-describedby={publishRefusal ? refusalId : undefined}
              onClick={() => {
                setPublishing(true);
              }}
            >
              {LABEL_PUBLISH}
            </Button>
            {publishRefusal && (
              <Box component="span" id={refusalId} sx={visuallyHidden}>
                {publishRefusal}
              </Box>
            )}
          </span>
        </Tooltip>
      )}
      <VersionMenu
        orgId={agent.orgId}
        agentId={agent.id}
        historyHref={paths.agentTab(agent.id, 'versions')}
        draftEdited={draft?.isEdited ?? false}
        restoreRefusal={restoreRefusal(readOnlyReason, versionControl)}
      />
      {publishing && draft && (
        <AgentVersionSides live={agent} draftAgentId={draft.id}>
          {({ live, draft: draftSide }) => (
            <PublishDialog
              open
              onClose={() => {
                setPublishing(false);
              }}
              agentName={agent.name}
              draftAgentId={draft.id}
              live={live}
              draft={draftSide}
              workflowHref={workflowHref(agent.id)}
            />
          )}
        </AgentVersionSides>
      )}
    </>
  );
}
