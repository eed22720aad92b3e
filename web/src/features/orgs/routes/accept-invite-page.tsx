import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  API_ERROR_REASONS,
  causeMessage,
  inviteRefusalMessage,
  MSG_ALREADY_IN_ORG,
  MSG_INVITE_EMAIL_NOT_VERIFIED,
  MSG_INVITE_LINK_INVALID,
  MSG_JOINED_ORG,
  PRODUCT_NAME,
  verificationSentMessage,
} from '@parley/domain';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { PageLoader } from '../../../components/page-loader';
import { useNotify } from '../../../components/notifications/use-notify';
import { messageToast, useNotifyError } from '../../../components/notifications/use-notify-error';
import { reasonOf } from '../../../lib/errors';
import { rememberCurrentOrg } from '../../../lib/remembered-org';
import { paths, type InviteSource } from '../../../lib/paths';
import { storePendingInvite } from '../../../lib/pending-invite';
import { useSession, type SessionUser } from '../../../lib/session';
import { useAcceptInvite, useSendEmailVerification } from '../api/accept-invite';
import {
  LABEL_CONTINUE,
  LABEL_GO_TO_AGENTS,
  LABEL_I_HAVE_VERIFIED,
  LABEL_JOIN_ORGANIZATION,
  LABEL_SEND_VERIFICATION,
  MSG_JOINING_ORGANIZATION,
} from '../../../lib/strings';

function Frame({ children }: { children: ReactNode }) {
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', px: 2 }}>
      <title>{`${LABEL_JOIN_ORGANIZATION} · ${PRODUCT_NAME}`}</title>
      <Paper variant="outlined" sx={{ width: '100%', maxWidth: 440, p: { xs: 2.5, sm: 4 } }}>
        <Stack spacing={2}>
          <Typography variant="h1" sx={{ fontSize: '1.5rem' }}>
            {LABEL_JOIN_ORGANIZATION}
          </Typography>
          {children}
        </Stack>
      </Paper>
    </Box>
  );
}

/** Signed out: keep the invite for 24 hours and go to sign-up, which uses it once the account exists. */
function StoreAndSignUp({ token, source }: { token: string; source: InviteSource }) {
  const navigate = useNavigate();
  const location = useLocation();
  // Read at first render: by the time a second (strict mode) effect runs, the URL may be /sign-up.
  const [originalUrl] = useState(() => `${window.location.origin}${location.pathname}${location.search}`);
  useEffect(() => {
    storePendingInvite({ token, source, originalUrl });
    void navigate(paths.signUp, { replace: true });
  }, [token, source, originalUrl, navigate]);
  return <PageLoader />;
}

/**
 * The invite waits for the user's address to be verified: say so, send the verification e-mail on
 * request (sign-up sent one already; its link comes back here), and try again once they opened it.
 */
function VerifyEmailFirst({ user, onRetry }: { user: SessionUser; onRetry: () => void }) {
  const resend = useSendEmailVerification();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const location = useLocation();
  const send = () => {
    // The verification link comes back to this invite, which then accepts it.
    resend.mutate(`${window.location.origin}${location.pathname}${location.search}`, {
      onSuccess: () => {
        notify(verificationSentMessage(user.email ?? ''), { severity: 'success' });
      },
      onError: (error) => {
        notifyError(error, messageToast);
      },
    });
  };
  return (
    <Frame>
      <Alert severity="warning">{MSG_INVITE_EMAIL_NOT_VERIFIED}</Alert>
      <Button variant="contained" onClick={onRetry}>
        {LABEL_I_HAVE_VERIFIED}
      </Button>
      <Button variant="outlined" onClick={send} disabled={resend.isPending}>
        {LABEL_SEND_VERIFICATION}
      </Button>
    </Frame>
  );
}

/** Signed in: accept once, select the organisation, say so and go to its agents. */
function AcceptNow({ user, token, source }: { user: SessionUser; token: string; source: InviteSource }) {
  const accept = useAcceptInvite();
  const notify = useNotify();
  const navigate = useNavigate();
  const started = useRef(false);
  const run = useCallback(() => {
    accept.mutate(
      { token, source },
      {
        onSuccess: (result) => {
          rememberCurrentOrg(user.uid, result.orgId);
          notify(result.joined ? MSG_JOINED_ORG : MSG_ALREADY_IN_ORG, { severity: 'success' });
          void navigate(paths.agents, { replace: true });
        },
      },
    );
  }, [accept, token, source, user.uid, notify, navigate]);
  useEffect(() => {
    // Strict mode runs effects twice in development; an invite is accepted once.
    if (started.current) return;
    started.current = true;
    run();
  }, [run]);
  if (accept.isError) {
    const reason = reasonOf(accept.error);
    if (reason === API_ERROR_REASONS.emailNotVerified) return <VerifyEmailFirst user={user} onRetry={run} />;
    return (
      <Frame>
        <Alert severity="error">{inviteRefusalMessage(reason) ?? causeMessage(accept.error)}</Alert>
        <Button component={RouterLink} to={paths.agents} variant="contained">
          {LABEL_GO_TO_AGENTS}
        </Button>
      </Frame>
    );
  }
  return (
    <Frame>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} role="status">
        <CircularProgress size={24} aria-hidden />
        <Typography>{MSG_JOINING_ORGANIZATION}</Typography>
      </Stack>
    </Frame>
  );
}

/** /accept-invite?token=…[&source=public] */
export default function AcceptInvitePage() {
  const [searchParams] = useSearchParams();
  const { session } = useSession();
  const token = searchParams.get('token')?.trim() ?? '';
  const source: InviteSource = searchParams.get('source') === 'public' ? 'public' : 'private';
  if (!token) {
    return (
      <Frame>
        <Alert severity="error">{MSG_INVITE_LINK_INVALID}</Alert>
        <Button component={RouterLink} to={paths.home} variant="contained">
          {LABEL_CONTINUE}
        </Button>
      </Frame>
    );
  }
  if (session.status === 'loading') return <PageLoader />;
  if (session.status === 'signedOut') return <StoreAndSignUp token={token} source={source} />;
  return <AcceptNow user={session.user} token={token} source={source} />;
}
