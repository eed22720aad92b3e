import { LapsedPlanBanner } from '../features/billing/components/lapsed-plan-banner';
import { CurrentOrgProvider } from '../lib/current-org';
import { useSignedInUser } from '../lib/session';
import { FirebaseProviders } from './firebase-providers';
import { AppShell } from './layout/app-shell';

/**
 * Everything behind the auth guard: Firestore for reactfire, the current organisation and the shell.
 * Lazy-loaded by the router, so signed-out screens never download Firestore, reactfire or the shell.
 */
export default function SignedInLayout() {
  const user = useSignedInUser();
  return (
    <FirebaseProviders>
      <CurrentOrgProvider uid={user.uid}>
        <AppShell banner={<LapsedPlanBanner />} />
      </CurrentOrgProvider>
    </FirebaseProviders>
  );
}
