import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ConfirmProvider } from '../components/confirm/confirm-provider';
import { NotificationsProvider } from '../components/notifications/notifications-provider';
import { AppThemeProvider } from '../components/theme/app-theme-provider';

interface TestProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
}

/**
 * The app's providers minus Firebase: component tests render pure UI. Tests of reactfire-backed hooks
 * will run against the local emulators with their own harness.
 */
export function TestProviders({ queryClient, children }: TestProvidersProps) {
  return (
    <AppThemeProvider>
      <QueryClientProvider client={queryClient}>
        <NotificationsProvider>
          <ConfirmProvider>{children}</ConfirmProvider>
        </NotificationsProvider>
      </QueryClientProvider>
    </AppThemeProvider>
  );
}
