import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { ConfirmProvider } from '../components/confirm/confirm-provider';
import { NotificationsProvider } from '../components/notifications/notifications-provider';
import { AppThemeProvider } from '../components/theme/app-theme-provider';
import { firebase } from '../lib/firebase';
import { createQueryClient } from '../lib/query-client';
import { ServicesProvider } from '../lib/services';
import { AuthSessionProvider } from '../lib/session';

/**
 * Every app-wide context: theme, the Auth session, the data sources (useServices), the query cache for
 * HTTPS calls, the single toast (useNotify) and the confirm dialog (useConfirm). Firestore and reactfire
 * come with the signed-in layout (signed-in-layout.tsx), not here, so signed-out routes stay light.
 */
export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(() => createQueryClient());
  return (
    <AppThemeProvider>
      <AuthSessionProvider auth={firebase.auth}>
        <ServicesProvider>
          <QueryClientProvider client={queryClient}>
            <NotificationsProvider>
              <ConfirmProvider>{children}</ConfirmProvider>
            </NotificationsProvider>
          </QueryClientProvider>
        </ServicesProvider>
      </AuthSessionProvider>
    </AppThemeProvider>
  );
}
