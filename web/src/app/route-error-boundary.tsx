import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { LABEL_TRY_AGAIN, causeMessage, requestFailedToast } from '@parley/domain';
import { useEffect, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { ErrorBoundary } from '../components/error-boundary';
import { useNotify } from '../components/notifications/use-notify';
import { PageLoader } from '../components/page-loader';
import { isAgentAccessError } from '../lib/errors';
import { paths } from '../lib/paths';

const reloadPage = () => {
  window.location.reload();
};

export interface RouteErrorBoundaryProps {
  children: ReactNode;
  /**
   * On a page of one agent (or one of its campaigns): the toast for a read that failed because the
   * document does not exist or the user may not read it; the user is then sent to the agent list. The
   * two cases look alike to the client (the rules refuse to read a missing document too), which is also
   * why they share one message. Without it, every failure shows the error panel.
   */
  deniedMessage?: string;
  /** The panel's retry; reloads the page unless told (tests). */
  onRetry?: () => void;
}

/**
 * Wraps a route's page so that nothing it throws leaves a blank page: a missing or forbidden agent or
 * campaign ends on /agent with a toast, anything else shows an error panel with a retry. Navigating to
 * another path clears the caught error.
 */
export function RouteErrorBoundary({
  children,
  deniedMessage,
  onRetry = reloadPage,
}: RouteErrorBoundaryProps) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary
      resetKey={pathname}
      fallback={(error) =>
        deniedMessage !== undefined && isAgentAccessError(error) ? (
          <LeaveForAgentList message={deniedMessage} />
        ) : (
          <RouteErrorPanel error={error} onRetry={onRetry} />
        )
      }
    >
      {children}
    </ErrorBoundary>
  );
}

/** Sends the user to the agent list with `message` as an error toast. */
export function LeaveForAgentList({ message }: { message: string }) {
  const notify = useNotify();
  const navigate = useNavigate();
  useEffect(() => {
    notify(message, { severity: 'error' });
    void navigate(paths.agents, { replace: true });
  }, [message, notify, navigate]);
  return <PageLoader />;
}

/**
 * A page that failed to render. Retrying reloads the page rather than re-rendering it: reactfire keeps
 * a failed listener's error for the session, so the same components would fail the same way.
 */
function RouteErrorPanel({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const { title, description } = requestFailedToast(causeMessage(error));
  return (
    <Alert
      severity="error"
      role="alert"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {LABEL_TRY_AGAIN}
        </Button>
      }
    >
      <AlertTitle>{title}</AlertTitle>
      {description}
    </Alert>
  );
}
