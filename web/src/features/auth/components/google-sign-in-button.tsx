import Google from '@mui/icons-material/Google';
import Button from '@mui/material/Button';

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
      Continue with Google
    </Button>
  );
}
