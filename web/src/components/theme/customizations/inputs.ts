import type { Components, Theme } from '@mui/material/styles';

export const inputsCustomizations: Components<Theme> = {
  MuiButton: {
    defaultProps: { disableElevation: true },
    // Sentence-case labels read better than MUI's default upper case in a dense product UI. A label
    // never breaks inside its button (a two-line 'Edit / campaign' on a phone): a row of buttons that
    // runs out of room wraps whole buttons instead (flexWrap on the row). No shrinking either: MUI's
    // min-width of 64px would let a row squeeze the button narrower than its label.
    styleOverrides: { root: { textTransform: 'none', whiteSpace: 'nowrap', flexShrink: 0 } },
  },
  MuiFormHelperText: {
    styleOverrides: {
      // A disabled field's helper text still explains it (e.g. why the e-mail cannot change); MUI greys
      // it to the disabled colour, which fails contrast, so it keeps the readable secondary colour.
      root: ({ theme }) => ({
        '&.Mui-disabled': { color: (theme.vars ?? theme).palette.text.secondary },
      }),
    },
  },
};
