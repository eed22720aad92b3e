import type { ColorSystemOptions } from '@mui/material/styles';

// Brand hues shared by both schemes; each scheme only decides how light or dark the surfaces are.
const brand = {
  primary: { light: '#7c83ff', main: '#4f46e5', dark: '#3730a3', contrastText: '#ffffff' },
  secondary: { light: '#5eead4', main: '#0d9488', dark: '#115e59', contrastText: '#ffffff' },
};

/** Light and dark palettes; MUI switches between them with CSS variables, so no re-render is needed. */
export const colorSchemes: Record<'light' | 'dark', ColorSystemOptions> = {
  light: {
    palette: {
      ...brand,
      background: { default: '#f7f7fb', paper: '#ffffff' },
      divider: 'rgba(15, 23, 42, 0.12)',
    },
  },
  dark: {
    palette: {
      ...brand,
      primary: { ...brand.primary, main: '#818cf8' },
      background: { default: '#0b0d17', paper: '#131628' },
      divider: 'rgba(226, 232, 240, 0.12)',
    },
  },
};
