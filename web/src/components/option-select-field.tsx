import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { Option } from '@parley/domain';

export type OptionSelectFieldProps = Omit<TextFieldProps, 'select' | 'children'> & {
  options: readonly Option[];
};

/** A labelled select over the domain's `{ value, label }` options (languages, genders, providers...). */
export function OptionSelectField({ options, ...props }: OptionSelectFieldProps) {
  return (
    <TextField {...props} select>
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
