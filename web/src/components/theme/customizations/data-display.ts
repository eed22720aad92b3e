import type { Components, Theme } from '@mui/material/styles';

export const dataDisplayCustomizations: Components<Theme> = {
  MuiTypography: {
    // MUI renders subtitles as <h6>, so every styled name or label became a heading and broke the
    // page's outline (an h6 under an h2); a subtitle is text, and a heading says so with `component`.
    defaultProps: { variantMapping: { subtitle1: 'p', subtitle2: 'p' } },
  },
  MuiAvatar: {
    styleOverrides: {
      // MUI's default initials avatar (light text on grey 400) is unreadable (1.75:1); the brand's dark
      // primary with white text passes WCAG AA in both colour schemes.
      colorDefault: ({ theme }) => ({
        backgroundColor: (theme.vars ?? theme).palette.primary.dark,
        color: (theme.vars ?? theme).palette.primary.contrastText,
      }),
    },
  },
};
