import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Agent, CustomAction, CustomIntegration } from '@parley/domain';
import { useMemo, useState, type ReactNode } from 'react';
import { useNotify } from '../../../components/notifications/use-notify';
import { useNotifyError } from '../../../components/notifications/use-notify-error';
import { useSubmitCustomAction } from '../api/marketplace-mutations';
import {
  LABEL_ALL_CATEGORIES,
  LABEL_CATEGORY,
  LABEL_FOR_AGENT,
  LABEL_INTEGRATIONS,
  LABEL_NEW_CUSTOM_ACTION,
  LABEL_REQUEST_INTEGRATION,
  LABEL_SEARCH_ACTIONS,
  MSG_ACTION_SAVED,
  MSG_ACTION_SUBMITTED,
  MSG_INTEGRATION_REQUEST_STORED,
  MSG_INTEGRATION_REQUESTED,
  MSG_MARKETPLACE_INTRO,
  MSG_NO_AGENT,
  MSG_NO_INTEGRATIONS,
  MSG_NO_MATCHES,
} from '../strings';
import { categoriesOf, marketplaceEntries } from '../utils/marketplace-entries';
import { CustomActionDialog } from './custom-action-dialog';
import { IntegrationCard } from './integration-card';
import { RequestIntegrationDialog } from './request-integration-dialog';
import { TestActionDialog } from './test-action-dialog';

export interface MarketplaceScreenProps {
  integrations: readonly CustomIntegration[];
  /** The actions the user may see (published, or their organisation's). */
  actions: readonly CustomAction[];
  /** The organisation's live agents: tests and requests are made for one of them. */
  agents: readonly Pick<Agent, 'id' | 'name'>[];
  uid: string;
  /** Why the user may change nothing (VIEWER), or null. */
  readOnlyReason: string | null;
  /** The platform ADMIN's review queue, when the user is one. */
  reviewQueue?: ReactNode;
}

type Dialog =
  | { kind: 'action'; action: CustomAction | null }
  | { kind: 'test'; action: CustomAction }
  | { kind: 'request' }
  | null;

/**
 * The action marketplace: integrations with their visible actions, searchable and filtered by
 * category; create and edit custom actions, submit them for review, test them, request an integration.
 */
export function MarketplaceScreen({
  integrations,
  actions,
  agents,
  uid,
  readOnlyReason,
  reviewQueue,
}: MarketplaceScreenProps) {
  const notify = useNotify();
  const notifyError = useNotifyError();
  const submit = useSubmitCustomAction();
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState('');
  const [chosenAgentId, setAgentId] = useState<string | null>(null);
  const [dialog, setDialog] = useState<Dialog>(null);
  const agentId = chosenAgentId ?? agents[0]?.id ?? null;
  const categories = useMemo(() => categoriesOf(integrations), [integrations]);
  const entries = useMemo(
    () => marketplaceEntries(integrations, actions, { search, category }),
    [integrations, actions, search, category],
  );
  const blocked = readOnlyReason !== null;
  const close = () => {
    setDialog(null);
  };

  return (
    <Stack spacing={3}>
      <div>
        <Typography variant="h4" component="h1">
          {LABEL_INTEGRATIONS}
        </Typography>
        <Typography color="text.secondary">{MSG_MARKETPLACE_INTRO}</Typography>
      </div>
      {readOnlyReason ? <Alert severity="info">{readOnlyReason}</Alert> : null}
      {agentId === null ? <Alert severity="info">{MSG_NO_AGENT}</Alert> : null}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <TextField
          label={LABEL_SEARCH_ACTIONS}
          type="search"
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
          }}
          sx={{ minWidth: { sm: 260 } }}
        />
        <TextField
          select
          label={LABEL_CATEGORY}
          value={category}
          // '' is "All categories": shown, not an empty box under a floating label.
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          onChange={(event) => {
            setCategory(event.target.value);
          }}
          sx={{ minWidth: { sm: 180 } }}
        >
          <MenuItem value="">{LABEL_ALL_CATEGORIES}</MenuItem>
          {categories.map((name) => (
            <MenuItem key={name} value={name}>
              {name}
            </MenuItem>
          ))}
        </TextField>
        {agents.length > 1 ? (
          <TextField
            select
            label={LABEL_FOR_AGENT}
            value={agentId ?? ''}
            onChange={(event) => {
              setAgentId(event.target.value);
            }}
            sx={{ minWidth: { sm: 180 } }}
          >
            {agents.map((agent) => (
              <MenuItem key={agent.id} value={agent.id}>
                {agent.name}
              </MenuItem>
            ))}
          </TextField>
        ) : null}
        <Button
          variant="contained"
          disabled={blocked || integrations.length === 0}
          onClick={() => {
            setDialog({ kind: 'action', action: null });
          }}
        >
          {LABEL_NEW_CUSTOM_ACTION}
        </Button>
        <Button
          variant="outlined"
          disabled={blocked || agentId === null}
          onClick={() => {
            setDialog({ kind: 'request' });
          }}
        >
          {LABEL_REQUEST_INTEGRATION}
        </Button>
      </Stack>
      {reviewQueue}
      {integrations.length === 0 ? (
        <Typography>{MSG_NO_INTEGRATIONS}</Typography>
      ) : entries.length === 0 ? (
        <Typography>{MSG_NO_MATCHES}</Typography>
      ) : (
        <Grid container spacing={2}>
          {entries.map((entry) => (
            <Grid key={entry.integration.id} size={{ xs: 12, md: 6, lg: 4 }}>
              <IntegrationCard
                integration={entry.integration}
                actions={entry.actions}
                uid={uid}
                readOnlyReason={readOnlyReason}
                canTest={agentId !== null}
                onEdit={(action) => {
                  setDialog({ kind: 'action', action });
                }}
                onTest={(action) => {
                  setDialog({ kind: 'test', action });
                }}
                onSubmit={(action) => {
                  submit.mutateAsync(action.id).then(
                    () => {
                      notify(MSG_ACTION_SUBMITTED, { severity: 'success' });
                    },
                    (error: unknown) => {
                      notifyError(error);
                    },
                  );
                }}
              />
            </Grid>
          ))}
        </Grid>
      )}
      {dialog?.kind === 'action' ? (
        <CustomActionDialog
          open
          onClose={close}
          integrations={integrations}
          action={dialog.action}
          onSaved={() => {
            notify(MSG_ACTION_SAVED, { severity: 'success' });
          }}
        />
      ) : null}
      {dialog?.kind === 'test' && agentId !== null ? (
        <TestActionDialog open onClose={close} action={dialog.action} agentId={agentId} />
      ) : null}
      {dialog?.kind === 'request' && agentId !== null ? (
        <RequestIntegrationDialog
          open
          onClose={close}
          agentId={agentId}
          onSent={({ noticeSent }) => {
            notify(noticeSent ? MSG_INTEGRATION_REQUESTED : MSG_INTEGRATION_REQUEST_STORED, {
              severity: 'success',
            });
          }}
        />
      ) : null}
    </Stack>
  );
}
