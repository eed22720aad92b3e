import { createTheme } from '@mui/material/styles';
import { colorSchemes } from './color-schemes';
import { dataDisplayCustomizations } from './customizations/data-display';
import { inputsCustomizations } from './customizations/inputs';
import { navigationCustomizations } from './customizations/navigation';
import { surfacesCustomizations } from './customizations/surfaces';
import { typography } from './typography';

/** Parley's theme: light and dark schemes as CSS variables, toggled by a class on <html>. */
export const appTheme = createTheme({
  cssVariables: { colorSchemeSelector: 'class' },
  colorSchemes,
  typography,
  shape: { borderRadius: 8 },
  components: {
    ...dataDisplayCustomizations,
    ...inputsCustomizations,
    ...surfacesCustomizations,
    ...navigationCustomizations,
  },
});
