import FilterListIcon from '@mui/icons-material/FilterList';
import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  LABEL_CLEAR_FILTERS,
  LABEL_FILTERS,
  LABEL_SEARCH_FILTERS,
  VOICE_FILTER_GROUPS,
  type VoiceFilterGroup,
  type VoiceFilters,
} from '@parley/domain';
import { useId, useState } from 'react';

type GroupKey = VoiceFilterGroup['key'];

/** Adds or removes one option of a group; a group left empty is dropped. */
export function toggleFilter(filters: VoiceFilters, key: GroupKey, value: string): VoiceFilters {
  const current = filters[key] ?? [];
  const next = current.includes(value) ? current.filter((option) => option !== value) : [...current, value];
  const { [key]: _dropped, ...rest } = filters;
  return next.length === 0 ? rest : { ...rest, [key]: next };
}

const selectedCount = (filters: VoiceFilters): number =>
  Object.values(filters).reduce((sum, values) => sum + values.length, 0);

interface VoiceFiltersButtonProps {
  value: VoiceFilters;
  onChange: (filters: VoiceFilters) => void;
}

/** 'Filters': a popover of checkbox groups with its own search and 'Clear filters'. */
export function VoiceFiltersButton({ value, onChange }: VoiceFiltersButtonProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [search, setSearch] = useState('');
  const popoverId = useId();
  const needle = search.trim().toLowerCase();
  const groups = VOICE_FILTER_GROUPS.map((group) => ({
    ...group,
    options: group.options.filter(
      (option) => needle === '' || `${group.label} ${option.label}`.toLowerCase().includes(needle),
    ),
  })).filter((group) => group.options.length > 0);
  const count = selectedCount(value);
  return (
    <>
      <Badge badgeContent={count} color="primary">
        <Button
          variant="outlined"
          startIcon={<FilterListIcon />}
          aria-haspopup="dialog"
          aria-expanded={anchor !== null}
          aria-controls={anchor ? popoverId : undefined}
          onClick={(event) => {
            setAnchor(event.currentTarget);
          }}
        >
          {LABEL_FILTERS}
        </Button>
      </Badge>
      <Popover
        id={popoverId}
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => {
          setAnchor(null);
        }}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{
          paper: { role: 'dialog', 'aria-label': LABEL_FILTERS, sx: { width: 280, maxHeight: 420 } },
        }}
      >
        <TextField
          size="small"
          fullWidth
          placeholder={LABEL_SEARCH_FILTERS}
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
          }}
          slotProps={{ htmlInput: { 'aria-label': LABEL_SEARCH_FILTERS } }}
          sx={{ p: 1 }}
        />
        <Stack sx={{ px: 2, pb: 2 }} spacing={1.5}>
          <Button
            size="small"
            disabled={count === 0}
            onClick={() => {
              onChange({});
            }}
            sx={{ alignSelf: 'flex-start' }}
          >
            {LABEL_CLEAR_FILTERS}
          </Button>
          {groups.map((group) => (
            <FormControl key={group.key} component="fieldset" variant="standard">
              <FormLabel component="legend">{group.label}</FormLabel>
              <FormGroup>
                {group.options.map((option) => (
                  <FormControlLabel
                    key={option.value}
                    label={option.label}
                    control={
                      <Checkbox
                        size="small"
                        checked={(value[group.key] ?? []).includes(option.value)}
                        onChange={() => {
                          onChange(toggleFilter(value, group.key, option.value));
                        }}
                      />
                    }
                  />
                ))}
              </FormGroup>
            </FormControl>
          ))}
        </Stack>
      </Popover>
    </>
  );
}
