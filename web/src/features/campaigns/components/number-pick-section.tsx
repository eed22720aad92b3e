import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { ADD_NUMBERS_LIST_MAX_HEIGHT_PX, numberRegionLabel, selectAllLabel } from '@parley/domain';
import { useId } from 'react';

export interface NumberPickSectionProps {
  title: string;
  numbers: readonly string[];
  selected: ReadonlySet<string>;
  onToggle: (number: string) => void;
  /** Selects every listed number, or clears them when all are selected. */
  onToggleAll: (numbers: readonly string[], select: boolean) => void;
}

/** One section of the Add Phone Numbers modal: a select-all checkbox and a list of number, checkbox, region. */
export function NumberPickSection({
  title,
  numbers,
  selected,
  onToggle,
  onToggleAll,
}: NumberPickSectionProps) {
  const headingId = useId();
  const selectedHere = numbers.filter((number) => selected.has(number)).length;
  const all = numbers.length > 0 && selectedHere === numbers.length;
  return (
    <Box component="section" aria-labelledby={headingId}>
      <FormControlLabel
        label={
          <Typography id={headingId} variant="subtitle2" component="h3">
            {title}
          </Typography>
        }
        control={
          <Checkbox
            checked={all}
            indeterminate={selectedHere > 0 && !all}
            disabled={numbers.length === 0}
            onChange={() => {
              onToggleAll(numbers, !all);
            }}
            slotProps={{ input: { 'aria-label': selectAllLabel(title) } }}
          />
        }
      />
      <List
        dense
        sx={{ maxHeight: ADD_NUMBERS_LIST_MAX_HEIGHT_PX, overflowY: 'auto' }}
        aria-labelledby={headingId}
      >
        {numbers.map((number) => (
          <ListItem key={number} disablePadding>
            <ListItemButton
              dense
              onClick={() => {
                onToggle(number);
              }}
            >
              <ListItemIcon sx={{ minWidth: 36 }}>
                <Checkbox
                  edge="start"
                  tabIndex={-1}
                  disableRipple
                  checked={selected.has(number)}
                  slotProps={{ input: { 'aria-label': number } }}
                />
              </ListItemIcon>
              <ListItemText primary={number} secondary={numberRegionLabel(number) || null} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
