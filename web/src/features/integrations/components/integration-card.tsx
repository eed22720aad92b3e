import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CustomAction, CustomIntegration } from '@parley/domain';
import { useId } from 'react';
import {
  LABEL_EDIT,
  LABEL_STATUS,
  LABEL_SUBMIT_FOR_REVIEW,
  LABEL_TEST_ACTION,
  MSG_NO_ACTIONS,
  MSG_REVIEW_NOTE,
} from '../strings';

export interface ActionHandlers {
  onEdit: (action: CustomAction) => void;
  onSubmit: (action: CustomAction) => void;
  onTest: (action: CustomAction) => void;
}

export interface IntegrationCardProps extends ActionHandlers {
  integration: CustomIntegration;
  actions: readonly CustomAction[];
  uid: string;
  /** Why the user may change nothing (VIEWER), shown beside the disabled buttons; null when they may. */
  readOnlyReason: string | null;
  /** Testing needs an agent to act for; false disables it. */
  canTest: boolean;
}

function ActionItem({
  action,
  uid,
  readOnlyReason,
  canTest,
  onEdit,
  onSubmit,
  onTest,
}: ActionHandlers & { action: CustomAction; uid: string; readOnlyReason: string | null; canTest: boolean }) {
  const ownDraft = action.ownerUid === uid && action.status === 'draft';
  const blocked = readOnlyReason !== null;
  const nameId = useId();
  return (
    <ListItem disableGutters sx={{ display: 'block' }} aria-labelledby={nameId}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
        <Typography id={nameId} variant="subtitle2" component="h3">
          {action.name}
        </Typography>
        <Chip size="small" variant="outlined" label={LABEL_STATUS[action.status] ?? action.status} />
      </Stack>
      {action.description ? (
        <Typography variant="body2" color="text.secondary">
          {action.description}
        </Typography>
      ) : null}
      {ownDraft && action.reviewNote ? (
        <Typography variant="body2" color="warning.main">
          {MSG_REVIEW_NOTE(action.reviewNote)}
        </Typography>
      ) : null}
      <Stack direction="row" spacing={1} sx={{ mt: 0.5, flexWrap: 'wrap', rowGap: 0.5 }}>
        <Button
          size="small"
          onClick={() => {
            onTest(action);
          }}
          disabled={blocked || !canTest}
          aria-describedby={nameId}
        >
          {LABEL_TEST_ACTION}
        </Button>
        {ownDraft ? (
          <>
            <Button
              size="small"
              onClick={() => {
                onEdit(action);
              }}
              disabled={blocked}
              aria-describedby={nameId}
            >
              {LABEL_EDIT}
            </Button>
            <Button
              size="small"
              onClick={() => {
                onSubmit(action);
              }}
              disabled={blocked}
              aria-describedby={nameId}
            >
              {LABEL_SUBMIT_FOR_REVIEW}
            </Button>
          </>
        ) : null}
      </Stack>
    </ListItem>
  );
}

/** One integration of the marketplace: logo, name, category, description and the actions the user sees. */
export function IntegrationCard({ integration, actions, ...rest }: IntegrationCardProps) {
  const titleId = useId();
  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId} sx={{ height: '100%' }}>
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1 }}>
          <Avatar src={integration.logoUrl || undefined} alt="" variant="rounded">
            {integration.name.slice(0, 1)}
          </Avatar>
          <div>
            <Typography id={titleId} variant="h6" component="h2">
              {integration.name}
            </Typography>
            <Chip size="small" label={integration.category} />
          </div>
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {integration.description}
        </Typography>
        {actions.length === 0 ? (
          <Typography variant="body2" sx={{ mt: 1 }}>
            {MSG_NO_ACTIONS}
          </Typography>
        ) : (
          <List dense>
            {actions.map((action) => (
              <ActionItem key={action.id} action={action} {...rest} />
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
}
