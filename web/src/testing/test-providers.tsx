import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ConfirmProvider } from '../components/confirm/confirm-provider';
import { NotificationsProvider } from '../components/notifications/notifications-provider';
import { AppThemeProvider } from '../components/theme/app-theme-provider';
import { CurrentOrgContext, type CurrentOrgValue } from '../lib/current-org';
import { ServicesProvider, type Services } from '../lib/services';
import { SessionContext, type Session } from '../lib/session';

export interface TestProvidersProps {
  queryClient: QueryClient;
  services: Services;
  session: Session;
  /** The selected organisation; null leaves it out (then the shell would read Firestore). */
  currentOrg: CurrentOrgValue | null;
  refreshSession?: () => void;
  children: ReactNode;
}

/**
 * The app's providers with the Firebase-backed data sources swapped for fixed values and fakes:
 * a given session, current organisation and services. Component tests never touch the network.
 */
export function TestProviders({
  queryClient,
  services,
  session,
  currentOrg,
  refreshSession = () => undefined,
  children,
}: TestProvidersProps) {
  const content = currentOrg ? (
    <CurrentOrgContext value={currentOrg}>{children}</CurrentOrgContext>
  ) : (
    children
  );
  return (
    <AppThemeProvider>
      <SessionContext value={{ session, refresh: refreshSession }}>
        <ServicesProvider services={services}>
          <QueryClientProvider client={queryClient}>
            <NotificationsProvider>
              <ConfirmProvider>{content}</ConfirmProvider>
            </NotificationsProvider>
          </QueryClientProvider>
        </ServicesProvider>
      </SessionContext>
    </AppThemeProvider>
  );
}
