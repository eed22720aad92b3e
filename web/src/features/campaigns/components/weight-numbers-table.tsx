import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import {
  LABEL_ADD_PHONE_NUMBERS,
  LABEL_NO_PHONE_NUMBERS,
  LABEL_PHONE_NUMBERS,
  MSG_WEIGHT_INFO,
  PHONE_TABLE_COLUMNS,
  activeLabelFor,
  weightForLabel,
  weightTotal,
  weightTotalLabel,
  weightsTotalHundred,
  type CampaignPhoneNumber,
} from '@parley/domain';
import { WeightInput } from './weight-input';

export interface WeightNumbersTableProps {
  entries: readonly CampaignPhoneNumber[];
  onChange: (entries: CampaignPhoneNumber[]) => void;
  onAddClick: () => void;
  disabled?: boolean;
}

const replace = (
  entries: readonly CampaignPhoneNumber[],
  id: string,
  change: Partial<CampaignPhoneNumber>,
): CampaignPhoneNumber[] => entries.map((entry) => (entry.id === id ? { ...entry, ...change } : entry));

/**
 * The weight view: the info note, the 'Total: N%' badge (green at exactly 100%),
 * 'Add Phone Numbers', and a table of numbers with their active checkbox and weight.
 */
export function WeightNumbersTable({
  entries,
  onChange,
  onAddClick,
  disabled = false,
}: WeightNumbersTableProps) {
  const total = weightTotal(entries);
  const [selectColumn, numberColumn, weightColumn] = PHONE_TABLE_COLUMNS;
  return (
    <Stack spacing={2}>
      <Alert severity="info">{MSG_WEIGHT_INFO}</Alert>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Chip
          role="status"
          label={weightTotalLabel(total)}
          color={weightsTotalHundred(entries) ? 'success' : 'warning'}
          variant="outlined"
        />
        <Button variant="outlined" onClick={onAddClick} disabled={disabled}>
          {LABEL_ADD_PHONE_NUMBERS}
        </Button>
      </Stack>
      <Table size="small" aria-label={LABEL_PHONE_NUMBERS}>
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">{selectColumn}</TableCell>
            <TableCell>{numberColumn}</TableCell>
            <TableCell>{weightColumn}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {entries.length === 0 ? (
            <TableRow>
              <TableCell colSpan={3} align="center">
                {LABEL_NO_PHONE_NUMBERS}
              </TableCell>
            </TableRow>
          ) : (
            entries.map((entry) => (
              <TableRow key={entry.id}>
                <TableCell padding="checkbox">
                  <Checkbox
                    checked={entry.isActive}
                    disabled={disabled}
                    onChange={(event) => {
                      onChange(replace(entries, entry.id, { isActive: event.target.checked }));
                    }}
                    slotProps={{ input: { 'aria-label': activeLabelFor(entry.number) } }}
                  />
                </TableCell>
                <TableCell>{entry.number}</TableCell>
                <TableCell>
                  <WeightInput
                    label={weightForLabel(entry.number)}
                    value={entry.weight}
                    disabled={disabled}
                    onChange={(weight) => {
                      onChange(replace(entries, entry.id, { weight }));
                    }}
                  />
                </TableCell>
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </Stack>
  );
}
