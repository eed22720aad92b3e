import { render, screen } from '@testing-library/react';
import { PRODUCT_NAME } from '@parley/domain';
import { describe, expect, it } from 'vitest';
import { App } from './app';

describe('App', () => {
  it('boots with every real provider (theme, Firebase, query cache) and lands on the agent list', async () => {
    window.history.replaceState(null, '', '/');

    render(<App />);

    expect(await screen.findByRole('heading', { name: 'Agents' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/agent');
    expect(screen.getByRole('link', { name: PRODUCT_NAME })).toBeInTheDocument();
  });
});
