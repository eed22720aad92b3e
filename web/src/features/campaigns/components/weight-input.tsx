import TextField from '@mui/material/TextField';
import { WEIGHT, normaliseWeight } from '@parley/domain';
import { useState } from 'react';

export interface WeightInputProps {
  value: number;
  onChange: (weight: number) => void;
  label: string;
  disabled?: boolean;
}

/**
 * A weight field, 0 to 100 in steps of 0.01. The typed text is kept while focused (so '33.' is not
 * rewritten mid-typing); every parseable value is committed at once, clamped and rounded, so the total
 * badge follows the typing; on blur the field shows the committed weight.
 */
export function WeightInput({ value, onChange, label, disabled = false }: WeightInputProps) {
  const [draft, setDraft] = useState<string | null>(null);
  return (
    <TextField
      type="number"
      size="small"
      value={draft ?? String(value)}
      disabled={disabled}
      onChange={(event) => {
        setDraft(event.target.value);
        const parsed = Number(event.target.value);
        if (event.target.value !== '' && Number.isFinite(parsed)) onChange(normaliseWeight(parsed));
      }}
      onBlur={() => {
        if (draft !== null && (draft === '' || !Number.isFinite(Number(draft)))) onChange(WEIGHT.min);
        setDraft(null);
      }}
      slotProps={{
        htmlInput: { min: WEIGHT.min, max: WEIGHT.max, step: WEIGHT.step, 'aria-label': label },
      }}
      sx={{ width: 120 }}
    />
  );
}
