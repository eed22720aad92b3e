import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { LABEL_EMAIL } from '../../../lib/strings';

/** The e-mail field every auth form shares: typed, autofilled and required. */
export function EmailField(props: TextFieldProps) {
  return <TextField label={LABEL_EMAIL} type="email" autoComplete="email" required fullWidth {...props} />;
}
