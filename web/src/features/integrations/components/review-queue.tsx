import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type CustomAction, type CustomIntegration } from '@parley/domain';
import { useState } from 'react';
import { z } from 'zod';
import { FormDialog } from '../../../components/form-dialog';
import { useNotify } from '../../../components/notifications/use-notify';
import { useNotifyError } from '../../../components/notifications/use-notify-error';
import { fieldProps } from '../../../lib/forms';
import { useReviewCustomAction } from '../api/marketplace-mutations';
import {
  FIELD_LABELS,
  LABEL_APPROVE,
  LABEL_REJECT,
  LABEL_REVIEW_QUEUE,
  MSG_ACTION_APPROVED,
  MSG_ACTION_REJECTED,
  MSG_NO_REVIEWS,
} from '../strings';

const rejectSchema = z.object({ note: z.string().trim().min(1, 'Say what to change').max(2000) });

/** A platform ADMIN's queue: each action pending review, approved (published) or rejected with a note. */
export function ReviewQueue({
  actions,
  integrations,
}: {
  actions: readonly CustomAction[];
  integrations: readonly CustomIntegration[];
}) {
  const review = useReviewCustomAction();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const [rejecting, setRejecting] = useState<CustomAction | null>(null);
  const integrationName = (id: string) =>
    integrations.find((integration) => integration.id === id)?.name ?? id;
  return (
    <Paper variant="outlined" component="section" aria-label={LABEL_REVIEW_QUEUE} sx={{ p: 2 }}>
      <Typography variant="h6" component="h2">
        {LABEL_REVIEW_QUEUE}
      </Typography>
      {actions.length === 0 ? (
        <Typography variant="body2">{MSG_NO_REVIEWS}</Typography>
      ) : (
        <List dense>
          {actions.map((action) => (
            <ListItem key={action.id} disableGutters sx={{ flexWrap: 'wrap', gap: 1 }}>
              <ListItemText
                primary={`${action.name} · ${integrationName(action.integrationId)}`}
                secondary={`${action.request.method} ${action.request.url}`}
                slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }}
              />
              <Stack direction="row" spacing={1}>
                <Button
                  size="small"
                  variant="contained"
                  disabled={review.isPending}
                  onClick={() => {
                    review.mutateAsync({ actionId: action.id, decision: 'approve' }).then(
                      () => {
                        notify(MSG_ACTION_APPROVED, { severity: 'success' });
                      },
                      (error: unknown) => {
                        notifyError(error);
                      },
                    );
                  }}
                >
                  {LABEL_APPROVE}
                </Button>
                <Button
                  size="small"
                  onClick={() => {
                    setRejecting(action);
                  }}
                  disabled={review.isPending}
                >
                  {LABEL_REJECT}
                </Button>
              </Stack>
            </ListItem>
          ))}
        </List>
      )}
      {rejecting ? (
        <FormDialog
          open
          onClose={() => {
            setRejecting(null);
          }}
          title={`${LABEL_REJECT}: ${rejecting.name}`}
          submitLabel={LABEL_REJECT}
          schema={rejectSchema}
          initialValues={{ note: '' }}
          onSubmit={async ({ note }) => {
            await review.mutateAsync({ actionId: rejecting.id, decision: 'reject', note });
            notify(MSG_ACTION_REJECTED, { severity: 'success' });
          }}
        >
          {(formik) => (
            <TextField
              label={FIELD_LABELS.note}
              required
              multiline
              minRows={2}
              {...fieldProps(formik, 'note')}
            />
          )}
        </FormDialog>
      ) : null}
    </Paper>
  );
}
