import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import {
  LABEL_NO_PHONE_NUMBERS,
  LABEL_US_NUMBERS_ONLY,
  REGION_ROUTING_INFO,
  activeCountLabel,
  activeNumberCount,
  canToggleInRegionView,
  groupEnabledLabel,
  groupNumbers,
  type CampaignPhoneNumber,
  type NumberGroup,
  type RegionView,
} from '@parley/domain';
import { useId } from 'react';

export interface RegionNumbersViewProps {
  entries: readonly CampaignPhoneNumber[];
  view: RegionView;
  onToggle: (id: string, isActive: boolean) => void;
  disabled?: boolean;
}

function NumberRow({
  entry,
  onToggle,
  disabled,
}: {
  entry: CampaignPhoneNumber;
  onToggle: RegionNumbersViewProps['onToggle'];
  disabled: boolean;
}) {
  const action = canToggleInRegionView(entry) ? (
    <Switch
      edge="end"
      checked={entry.isActive}
      disabled={disabled}
      onChange={(event) => {
        onToggle(entry.id, event.target.checked);
      }}
      slotProps={{ input: { 'aria-label': entry.number } }}
    />
  ) : (
    <Tooltip title={LABEL_US_NUMBERS_ONLY}>
      <WarningAmberIcon color="warning" titleAccess={LABEL_US_NUMBERS_ONLY} tabIndex={0} />
    </Tooltip>
  );
  return (
    <ListItem secondaryAction={action}>
      <ListItemText primary={entry.number} />
    </ListItem>
  );
}

function GroupCard({
  group: { label, enabledCount, total, numbers },
  onToggle,
  disabled,
}: { group: NumberGroup; disabled: boolean } & Pick<RegionNumbersViewProps, 'onToggle'>) {
  const headingId = useId();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId}>
      <Stack direction="row" sx={{ px: 2, pt: 1.5, justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography id={headingId} variant="subtitle1" component="h3">
          {label}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {groupEnabledLabel(enabledCount, total)}
        </Typography>
      </Stack>
      <List dense>
        {numbers.map((entry) => (
          <NumberRow key={entry.id} entry={entry} onToggle={onToggle} disabled={disabled} />
        ))}
      </List>
    </Paper>
  );
}

/**
 * The state and country views: numbers grouped by US state / Canadian province or
 * by country from their area codes, the unknown group last, an on/off switch per US number and a
 * 'US numbers only' warning for the others.
 */
export function RegionNumbersView({ entries, view, onToggle, disabled = false }: RegionNumbersViewProps) {
  const groups = groupNumbers(entries, view);
  return (
    <Stack spacing={2}>
      <Alert severity="info">{REGION_ROUTING_INFO[view]}</Alert>
      <Chip
        role="status"
        label={activeCountLabel(activeNumberCount(entries))}
        variant="outlined"
        sx={{ alignSelf: 'flex-start' }}
      />
      {groups.length === 0 ? (
        <Typography color="text.secondary">{LABEL_NO_PHONE_NUMBERS}</Typography>
      ) : (
        groups.map((group) => (
          <GroupCard key={group.key ?? 'unknown'} group={group} onToggle={onToggle} disabled={disabled} />
        ))
      )}
    </Stack>
  );
}
