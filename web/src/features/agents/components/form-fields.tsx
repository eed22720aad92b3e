// Formik-bound MUI fields: each shows its label, its one error (after the field is touched) and is
// labelled for screen readers. All are disabled for a user who may only view (useReadOnlyFields).
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import type { NumberBounds } from '@parley/domain';
import { useField } from 'formik';
import { rangeHint } from '../../../lib/strings';
import { useReadOnlyFields } from './read-only-fields';

interface TextProps {
  name: string;
  label: string;
  multiline?: boolean;
  helperText?: string;
  required?: boolean;
  /** Values the browser suggests as the user types (a native datalist); any text may still be typed. */
  suggestions?: readonly string[];
}

function useFieldError(name: string) {
  const [, meta] = useField(name);
  const shown = meta.touched && meta.error ? meta.error : undefined;
  return shown;
}

/** A text field bound to `name`. */
export function FormTextField({ name, label, multiline, helperText, required, suggestions }: TextProps) {
  const [field] = useField<string>(name);
  const error = useFieldError(name);
  const readOnly = useReadOnlyFields();
  const id = `agent-${name}`;
  const listId = `${id}-suggestions`;
  return (
    <>
      <TextField
        {...field}
        id={id}
        label={label}
        required={required}
        disabled={readOnly}
        multiline={multiline}
        minRows={multiline ? 2 : undefined}
        error={Boolean(error)}
        helperText={error ?? helperText}
        fullWidth
        slotProps={suggestions ? { htmlInput: { list: listId, autoComplete: 'off' } } : undefined}
      />
      {suggestions && (
        <datalist id={listId}>
          {suggestions.map((value) => (
            <option key={value} value={value} />
          ))}
        </datalist>
      )}
    </>
  );
}

/** A number field bound to `name`, with the bounds as input hints. */
export function FormNumberField({
  name,
  label,
  bounds,
}: {
  name: string;
  label: string;
  bounds: NumberBounds;
}) {
  const [field] = useField<number | ''>(name);
  const error = useFieldError(name);
  const readOnly = useReadOnlyFields();
  return (
    <TextField
      {...field}
      id={`agent-${name}`}
      type="number"
      label={label}
      required
      disabled={readOnly}
      error={Boolean(error)}
      helperText={error ?? rangeHint(bounds.min, bounds.max)}
      slotProps={{ htmlInput: { min: bounds.min, max: bounds.max, step: bounds.step, inputMode: 'decimal' } }}
      fullWidth
    />
  );
}

/** An on/off setting bound to a boolean field. */
export function FormSwitch({ name, label }: { name: string; label: string }) {
  const [field] = useField<boolean>({ name, type: 'checkbox' });
  const readOnly = useReadOnlyFields();
  return (
    <FormControlLabel
      control={<Switch {...field} checked={field.checked ?? false} />}
      label={label}
      disabled={readOnly}
    />
  );
}

/** A checkbox bound to a boolean field, labelled for screen readers only (for table cells). */
export function FormCheckbox({ name, label }: { name: string; label: string }) {
  const [field] = useField<boolean>({ name, type: 'checkbox' });
  const readOnly = useReadOnlyFields();
  return (
    <Checkbox
      {...field}
      checked={field.checked ?? false}
      disabled={readOnly}
      slotProps={{ input: { 'aria-label': label } }}
    />
  );
}

/** A select bound to `name`. */
export function FormSelect({
  name,
  label,
  options,
}: {
  name: string;
  label: string;
  options: readonly { value: string; label: string }[];
}) {
  const [field] = useField<string>(name);
  const error = useFieldError(name);
  const readOnly = useReadOnlyFields();
  return (
    <TextField
      {...field}
      id={`agent-${name}`}
      select
      disabled={readOnly}
      label={label}
      error={Boolean(error)}
      helperText={error}
      fullWidth
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
