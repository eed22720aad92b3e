import type { Components, Theme } from '@mui/material/styles';

export const navigationCustomizations: Components<Theme> = {
  MuiListItemButton: {
    styleOverrides: {
      root: ({ theme }) => ({
        borderRadius: theme.shape.borderRadius,
        // react-router's NavLink marks the current route with aria-current; highlight that, not a prop.
        '&[aria-current="page"]': {
          backgroundColor: (theme.vars ?? theme).palette.action.selected,
          color: (theme.vars ?? theme).palette.primary.main,
        },
      }),
    },
  },
  MuiDrawer: {
    styleOverrides: {
      paper: ({ theme }) => ({ backgroundColor: (theme.vars ?? theme).palette.background.paper }),
    },
  },
};
