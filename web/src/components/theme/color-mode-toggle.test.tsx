import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/render';
import { ColorModeToggle } from './color-mode-toggle';

describe('ColorModeToggle', () => {
  it('switches the colour scheme and offers the way back', async () => {
    const { user } = renderWithProviders(<ColorModeToggle />);

    // The test matchMedia answers "no" to prefers-color-scheme: dark, so the system scheme is light.
    await user.click(screen.getByRole('button', { name: 'Switch to dark mode' }));

    expect(screen.getByRole('button', { name: 'Switch to light mode' })).toBeInTheDocument();
    expect(document.documentElement).toHaveClass('dark');
  });
});
