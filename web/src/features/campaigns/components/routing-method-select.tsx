import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import { LABEL_ROUTING_METHOD, ROUTING_TYPES, ROUTING_TYPE_LABELS, type RoutingType } from '@parley/domain';
import { useId } from 'react';

export interface RoutingMethodSelectProps {
  value: RoutingType;
  onChange: (value: RoutingType) => void;
  disabled?: boolean;
}

/** The 'Routing Method' select of a campaign's phone-number section. */
export function RoutingMethodSelect({ value, onChange, disabled = false }: RoutingMethodSelectProps) {
  const labelId = useId();
  return (
    <FormControl size="small" sx={{ minWidth: 240 }} disabled={disabled}>
      <InputLabel id={labelId}>{LABEL_ROUTING_METHOD}</InputLabel>
      <Select
        labelId={labelId}
        label={LABEL_ROUTING_METHOD}
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
        }}
      >
        {ROUTING_TYPES.map((type) => (
          <MenuItem key={type} value={type}>
            {ROUTING_TYPE_LABELS[type]}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
