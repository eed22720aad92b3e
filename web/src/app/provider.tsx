import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { AppThemeProvider } from '../components/theme/app-theme-provider';
import { createQueryClient } from '../lib/query-client';
import { FirebaseProviders } from './firebase-providers';

/** Every app-wide context: theme, Firebase SDKs for reactfire, and the query cache for HTTPS calls. */
export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(() => createQueryClient());
  return (
    <AppThemeProvider>
      <FirebaseProviders>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </FirebaseProviders>
    </AppThemeProvider>
  );
}
