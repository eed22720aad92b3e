import { LABEL_TRY_AGAIN, MSG_AGENT_NOT_FOUND, TOAST_SOMETHING_WENT_WRONG } from '@parley/domain';
import { screen } from '@testing-library/react';
import { FirebaseError } from 'firebase/app';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Link } from 'react-router-dom';
import { renderRoutes } from '../testing/render';
import { RouteErrorBoundary } from './route-error-boundary';

// What a live read throws: reactfire raises the listener's FirebaseError in the reading component.
const thrown = vi.hoisted(() => ({ current: null as Error | null }));

function Reader() {
  if (thrown.current) throw thrown.current;
  return <p>The agent</p>;
}

const render = (deniedMessage?: string, onRetry = vi.fn()) => {
  // The link stands for the shell's navigation, which stays outside the page's boundary.
  const boundary = (
    <>
      <Link to="/agent/other">Other agent</Link>
      <RouteErrorBoundary onRetry={onRetry} {...(deniedMessage === undefined ? {} : { deniedMessage })}>
        <Reader />
      </RouteErrorBoundary>
    </>
  );
  const view = renderRoutes(
    [
      { path: '/agent', element: <p>Agent list</p> },
      { path: '/agent/:agentId', element: boundary },
    ],
    { route: '/agent/agent-1' },
  );
  return { ...view, onRetry };
};

beforeEach(() => {
  // React reports what a boundary caught on the console; the tests assert what the user sees instead.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  thrown.current = null;
  vi.restoreAllMocks();
});

describe('RouteErrorBoundary', () => {
  it('sends a refused read to the agent list with the page’s toast', async () => {
    thrown.current = new FirebaseError('permission-denied', 'Missing or insufficient permissions.');
    const { location } = render(MSG_AGENT_NOT_FOUND);

    expect(await screen.findByText('Agent list')).toBeInTheDocument();
    expect(location().pathname).toBe('/agent');
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG_AGENT_NOT_FOUND);
  });

  it('shows an error panel with a retry for any other failure', async () => {
    thrown.current = new FirebaseError('unavailable', 'The service is unavailable.');
    const { user, location, onRetry } = render(MSG_AGENT_NOT_FOUND);

    const panel = screen.getByRole('alert');
    expect(panel).toHaveTextContent(TOAST_SOMETHING_WENT_WRONG);
    expect(panel).toHaveTextContent('The service is unavailable.');
    expect(location().pathname).toBe('/agent/agent-1');
    await user.click(screen.getByRole('button', { name: LABEL_TRY_AGAIN }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('keeps a refused read on the page, as an error, where no denied message is given', () => {
    thrown.current = new FirebaseError('permission-denied', 'Missing or insufficient permissions.');
    const { location } = render();

    expect(screen.getByRole('alert')).toHaveTextContent(TOAST_SOMETHING_WENT_WRONG);
    expect(location().pathname).toBe('/agent/agent-1');
  });

  it('renders the page again after navigating to another path', async () => {
    thrown.current = new Error('render failed');
    const { user, location } = render();
    expect(screen.getByRole('alert')).toHaveTextContent('render failed');

    thrown.current = null;
    await user.click(screen.getByRole('link', { name: 'Other agent' }));

    expect(location().pathname).toBe('/agent/other');
    expect(screen.getByText('The agent')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
