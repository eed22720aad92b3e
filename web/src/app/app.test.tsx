import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { App } from './app';

describe('App', () => {
  it('boots with every real provider and sends a signed-out visitor to sign in, keeping the return path', async () => {
    window.history.replaceState(null, '', '/org/settings');

    render(<App />);

    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/sign-in');
    expect(new URLSearchParams(window.location.search).get('next')).toBe('/org/settings');
  });
});
