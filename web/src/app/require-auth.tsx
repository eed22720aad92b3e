import { useEffect, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { PageLoader } from '../components/page-loader';
import { paths, withNext } from '../lib/paths';
import { inviteFromSearch, storePendingInvite } from '../lib/pending-invite';
import { useSession } from '../lib/session';

/** Keeps an invite the URL carries (24 hours), then sends the visitor to sign in and back here after. */
function SignedOutRedirect() {
  const location = useLocation();
  const navigate = useNavigate();
  // Read at first render: by the time a second (strict mode) effect runs, the URL may be /sign-in.
  const [originalUrl] = useState(
    () => `${window.location.origin}${location.pathname}${location.search}${location.hash}`,
  );
  useEffect(() => {
    const invite = inviteFromSearch(location.search);
    if (invite) storePendingInvite({ ...invite, originalUrl });
    void navigate(withNext(paths.signIn, `${location.pathname}${location.search}${location.hash}`), {
      replace: true,
    });
  }, [location, originalUrl, navigate]);
  return <PageLoader />;
}

/**
 * The auth guard: signed-out visitors go to /sign-in (keeping the return path in `?next=`), signed-in
 * users get the children (the signed-in layout, which provides the current organisation).
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { session } = useSession();
  if (session.status === 'loading') return <PageLoader />;
  if (session.status === 'signedOut') return <SignedOutRedirect />;
  return children;
}
