import Google from '@mui/icons-material/Google';
import Button from '@mui/material/Button';
import { LABEL_CONTINUE_WITH_GOOGLE } from '../../../lib/strings';

interface GoogleSignInButtonProps {
  onClick: () => void;
  disabled?: boolean;
}

export function GoogleSignInButton({ onClick, disabled }: GoogleSignInButtonProps) {
  return (
    <Button
      variant="outlined"
      size="large"
      startIcon={<Google />}
      onClick={onClick}
      disabled={disabled}
      fullWidth
    >
      {LABEL_CONTINUE_WITH_GOOGLE}
    </Button>
  );
}
