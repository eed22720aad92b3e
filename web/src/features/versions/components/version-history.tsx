import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { causeMessage, versionLabel, type AgentVersion } from '@parley/domain';
import { useId } from 'react';
import type { AsyncState } from '../../../lib/async-state';
import { formatTimestamp } from '../../../lib/timestamps';
import {
  LABEL_HISTORY,
  LABEL_LIVE_BADGE,
  LABEL_LOADING_VERSIONS,
  LABEL_UNKNOWN_AUTHOR,
  LABEL_UNKNOWN_TIME,
  MSG_NO_VERSIONS,
  restoreVersionLabel,
  versionByline,
} from '../strings';

export interface VersionHistoryProps {
  versions: AsyncState<readonly AgentVersion[]>;
  /** The live agent's current version, marked Live. */
  liveVersion: number;
  /** Why the user may not restore (a VIEWER, version control off), or null. */
  restoreRefusal: string | null;
  restoring: boolean;
  onRestore: (version: number) => void;
}

const authorOf = (version: AgentVersion) =>
  version.createdBy?.displayName ?? version.createdBy?.email ?? LABEL_UNKNOWN_AUTHOR;

/** The agent's versions, newest first: label, who published it and when, the note, and Restore. */
export function VersionHistory({
  versions,
  liveVersion,
  restoreRefusal,
  restoring,
  onRestore,
}: VersionHistoryProps) {
  const headingId = useId();
  const reasonId = useId();
  return (
    <Stack component="section" aria-labelledby={headingId} spacing={1}>
      <Typography id={headingId} variant="h6" component="h2">
        {LABEL_HISTORY}
      </Typography>
      {restoreRefusal && (
        <Typography id={reasonId} variant="body2" color="text.secondary">
          {restoreRefusal}
        </Typography>
      )}
      {versions.status === 'loading' && (
        <Stack spacing={1} role="status" aria-label={LABEL_LOADING_VERSIONS}>
          <Skeleton variant="rounded" height={56} />
          <Skeleton variant="rounded" height={56} />
        </Stack>
      )}
      {versions.status === 'error' && (
        <Alert severity="error" role="alert">
          {causeMessage(versions.error)}
        </Alert>
      )}
      {versions.status === 'success' && versions.data.length === 0 && (
        <Typography color="text.secondary">{MSG_NO_VERSIONS}</Typography>
      )}
      {versions.status === 'success' && versions.data.length > 0 && (
        <Stack
          component="ol"
          aria-labelledby={headingId}
          divider={<Divider component="li" aria-hidden />}
          sx={{ listStyle: 'none', m: 0, p: 0 }}
        >
          {versions.data.map((version) => {
            const label = versionLabel(version.version);
            return (
              <Stack
                key={version.id}
                component="li"
                direction={{ xs: 'column', sm: 'row' }}
                spacing={1}
                sx={{
                  py: 1.5,
                  alignItems: { xs: 'flex-start', sm: 'center' },
                  justifyContent: 'space-between',
                }}
              >
                <Stack spacing={0.5} sx={{ minWidth: 0 }}>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    <Typography component="h3" variant="subtitle1">
                      {label}
                    </Typography>
                    {version.version === liveVersion && (
                      <Chip size="small" color="primary" label={LABEL_LIVE_BADGE} />
                    )}
                  </Stack>
                  <Typography variant="body2" color="text.secondary">
                    {versionByline(
                      authorOf(version),
                      formatTimestamp(version.createdAt) || LABEL_UNKNOWN_TIME,
                    )}
                  </Typography>
                  {version.note && (
                    <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                      {version.note}
                    </Typography>
                  )}
                </Stack>
                <Button
                  size="small"
                  variant="outlined"
                  disabled={restoreRefusal !== null || restoring}
                  aria-describedby={restoreRefusal ? reasonId : undefined}
                  onClick={() => {
                    onRestore(version.version);
                  }}
                  sx={{ flexShrink: 0 }}
                >
                  {restoreVersionLabel(label)}
                </Button>
              </Stack>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}
