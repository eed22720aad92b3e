import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  diffVersions,
  publishAgentRequestSchema,
  workflowPublishProblems,
  type VersionSide,
} from '@parley/domain';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { FormDialog } from '../../../components/form-dialog';
import { useNotify } from '../../../components/notifications/use-notify';
import { fieldProps } from '../../../lib/forms';
import { usePublishAgent } from '../api/publish-agent';
import {
  LABEL_CHANGES_TO_PUBLISH,
  LABEL_LOADING_CHANGES,
  LABEL_PUBLISH,
  LABEL_PUBLISH_NOTE,
  LABEL_PUBLISHING,
  MSG_NOTHING_TO_PUBLISH,
  MSG_PUBLISH_BLOCKED,
  MSG_PUBLISH_NOTE_HINT,
  publishProblemPlace,
  publishTitle,
} from '../strings';
import { VersionDiffView } from './version-diff-view';

// The note exactly as the publish route takes it (trimmed, bounded): the form validates the request's field.
const publishNoteSchema = publishAgentRequestSchema.pick({ note: true });

export interface PublishDialogProps {
  open: boolean;
  onClose: () => void;
  agentName: string;
  draftAgentId: string;
  /** The live agent and the draft with their workflows; null while they load. */
  live: VersionSide | null;
  draft: VersionSide | null;
  /** Where the workflow editor shows one of the draft's workflows, focused on a node when given. */
  workflowHref: (workflowId: string, nodeId: string | null) => string;
}

/**
 * Publish: what the draft changes against live, the draft's workflow problems that block it (each
 * naming its workflow and step, a link to that step in the editor), an optional note, then POST /agent/publish and the answer's message as a toast.
 */
export function PublishDialog({
  open,
  onClose,
  agentName,
  draftAgentId,
  live,
  draft,
  workflowHref,
}: PublishDialogProps) {
  const notify = useNotify();
  const { mutateAsync: publish } = usePublishAgent();
  const diff = useMemo(() => (live && draft ? diffVersions(live, draft) : null), [live, draft]);
  const problems = useMemo(() => (draft ? workflowPublishProblems(draft.workflows) : []), [draft]);
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={publishTitle(agentName)}
      submitLabel={LABEL_PUBLISH}
      submittingLabel={LABEL_PUBLISHING}
      schema={publishNoteSchema}
      initialValues={{ note: '' }}
      maxWidth="md"
      submitDisabled={!diff?.changed || problems.length > 0}
      onSubmit={async ({ note }) => {
        const answer = await publish(note ? { draftAgentId, note } : { draftAgentId });
        notify(answer.message, { severity: answer.status === 'success' ? 'success' : 'info' });
      }}
    >
      {(formik) => (
        <>
          {problems.length > 0 && (
            <Alert severity="error">
              <Typography variant="body2">{MSG_PUBLISH_BLOCKED}</Typography>
              <Box component="ul" sx={{ m: 0, pl: 2 }}>
                {problems.flatMap((problem) =>
                  problem.issues.map((issue, index) => (
                    <li key={`${problem.workflowId}/${issue.nodeId ?? ''}/${index}`}>
                      <Link
                        component={RouterLink}
                        to={workflowHref(problem.workflowId, issue.nodeId)}
                        onClick={onClose}
                      >
                        {issue.step ? publishProblemPlace(problem.name, issue.step) : problem.name}
                      </Link>
                      {`: ${issue.message}`}
                    </li>
                  )),
                )}
              </Box>
            </Alert>
          )}
          <Typography variant="subtitle1" component="h2">
            {LABEL_CHANGES_TO_PUBLISH}
          </Typography>
          {!diff ? (
            <LinearProgress aria-label={LABEL_LOADING_CHANGES} />
          ) : diff.changed ? (
            <VersionDiffView diff={diff} />
          ) : (
            <Typography color="text.secondary">{MSG_NOTHING_TO_PUBLISH}</Typography>
          )}
          <TextField
            {...fieldProps(formik, 'note')}
            label={LABEL_PUBLISH_NOTE}
            helperText={fieldProps(formik, 'note').helperText ?? MSG_PUBLISH_NOTE_HINT}
            multiline
            minRows={2}
          />
        </>
      )}
    </FormDialog>
  );
}
