import type { Components, Theme } from '@mui/material/styles';

export const inputsCustomizations: Components<Theme> = {
  MuiButton: {
    defaultProps: { disableElevation: true },
    // Sentence-case labels read better than MUI's default upper case in a dense product UI.
    styleOverrides: { root: { textTransform: 'none' } },
  },
};
