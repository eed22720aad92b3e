import { createContext, use, useState, type ReactNode } from 'react';
import { createFirebaseAccountGateway, type AccountGateway } from './account-gateway';
import { apiFetch, type ApiFetch } from './api-client';
import { callCallable, type CallableInvoker } from './callables';
import { firebase } from './firebase';

/**
 * The data sources hooks read through: the REST API, callable functions and the account gateway. The app provides the real
 * ones; component tests provide fakes (testing/fake-services.ts), so no test touches the network.
 */
export interface Services {
  api: ApiFetch;
  call: CallableInvoker;
  account: AccountGateway;
}

export const ServicesContext = createContext<Services | null>(null);

export function createDefaultServices(): Services {
  return { api: apiFetch, call: callCallable, account: createFirebaseAccountGateway(firebase) };
}

/** Provides `services`, or the real Firebase-backed ones. */
export function ServicesProvider({ services, children }: { services?: Services; children: ReactNode }) {
  const [value] = useState(() => services ?? createDefaultServices());
  return <ServicesContext value={value}>{children}</ServicesContext>;
}

export function useServices(): Services {
  const services = use(ServicesContext);
  if (!services) throw new Error('useServices must be used inside <ServicesProvider>.');
  return services;
}
