import Avatar from '@mui/material/Avatar';
import Typography from '@mui/material/Typography';
import { getContrastRatio, type Palette } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppThemeProvider } from './app-theme-provider';
import { appTheme } from './app-theme';

// WCAG AA for normal-size text, the level axe-core's colour-contrast rule checks.
const AA = 4.5;

// With CSS variables the theme carries each scheme's full palette at run time; MUI's Theme type omits it.
const { colorSchemes } = appTheme as unknown as {
  colorSchemes: Record<'light' | 'dark', { palette: Palette }>;
};
const schemes = (['light', 'dark'] as const).map((name) => ({ name, palette: colorSchemes[name].palette }));

describe('appTheme', () => {
  it.each(schemes)('gives initials avatars readable text in the $name scheme', ({ palette }) => {
    expect(getContrastRatio(palette.primary.contrastText, palette.primary.dark)).toBeGreaterThanOrEqual(AA);
  });

  it('draws initials avatars in those colours', () => {
    render(
      <AppThemeProvider>
        <Avatar>AB</Avatar>
      </AppThemeProvider>,
    );

    const style = getComputedStyle(screen.getByText('AB'));
    expect(style.backgroundColor).toBe('var(--mui-palette-primary-dark)');
    expect(style.color).toBe('var(--mui-palette-primary-contrastText)');
  });

  it.each(schemes)("keeps a disabled field's helper text readable in the $name scheme", ({ palette }) => {
    expect(getContrastRatio(palette.text.secondary, palette.background.paper)).toBeGreaterThanOrEqual(AA);
  });

  it('renders subtitles as text, so they never join the page outline as headings', () => {
    render(
      <AppThemeProvider>
        <Typography variant="subtitle1">Scarlett</Typography>
        <Typography variant="subtitle2">Voice</Typography>
      </AppThemeProvider>,
    );

    expect(screen.queryAllByRole('heading')).toEqual([]);
    expect(screen.getByText('Scarlett').tagName).toBe('P');
  });
});
