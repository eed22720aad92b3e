import TextField, { type TextFieldProps } from '@mui/material/TextField';

/** The e-mail field every auth form shares: typed, autofilled and required. */
export function EmailField(props: TextFieldProps) {
  return <TextField label="E-mail" type="email" autoComplete="email" required fullWidth {...props} />;
}
