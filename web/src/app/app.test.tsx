import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { App } from './app';

// Pages are lazy chunks; load the sign-in page once up front so the test waits on the app's redirect,
// not on the first transform of that module graph.
beforeAll(async () => {
  await import('../features/auth/routes/sign-in-page');
});

describe('App', () => {
  it('boots with every real provider and sends a signed-out visitor to sign in, keeping the return path', async () => {
    window.history.replaceState(null, '', '/org/settings');

    render(<App />);

    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/sign-in');
    expect(new URLSearchParams(window.location.search).get('next')).toBe('/org/settings');
  });
});
