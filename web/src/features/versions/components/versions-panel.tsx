import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type { VersionSide } from '@parley/domain';
import { useAgentVersions } from '../api/get-agent-versions';
import { useRestoreVersionFlow } from '../hooks/use-restore-version-flow';
import { LABEL_LOADING_VERSIONS } from '../strings';
import { VersionCompare } from './version-compare';
import { VersionHistory } from './version-history';

export interface VersionsPanelProps {
  orgId: string;
  /** The live agent. */
  agentId: string;
  liveVersion: number;
  /** The live agent and the draft with their workflows; live null while it loads, draft null when none. */
  live: VersionSide | null;
  draft: VersionSide | null;
  /** Whether the draft holds unpublished edits (restoring then asks first). */
  draftEdited: boolean;
  /** Why the user may not restore (a VIEWER, version control off), or null. */
  restoreRefusal: string | null;
}

/** The Versions tab: the history with Restore, and a diff between any two versions, live or the draft. */
export function VersionsPanel({
  orgId,
  agentId,
  liveVersion,
  live,
  draft,
  draftEdited,
  restoreRefusal,
}: VersionsPanelProps) {
  const versions = useAgentVersions({ orgId, agentId });
  const { restore, isRestoring } = useRestoreVersionFlow(agentId, draftEdited);
  return (
    <Stack spacing={3}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <VersionHistory
          versions={versions}
          liveVersion={liveVersion}
          restoreRefusal={restoreRefusal}
          restoring={isRestoring}
          onRestore={(version) => void restore(version)}
        />
      </Paper>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        {/* A failed history read is shown above; live and the draft can still be compared. */}
        {live && versions.status !== 'loading' ? (
          <VersionCompare
            versions={versions.status === 'success' ? versions.data : []}
            live={live}
            draft={draft}
          />
        ) : (
          <LinearProgress aria-label={LABEL_LOADING_VERSIONS} />
        )}
      </Paper>
    </Stack>
  );
}
