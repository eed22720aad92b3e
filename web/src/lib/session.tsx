import { onIdTokenChanged, type Auth, type User } from 'firebase/auth';
import { createContext, use, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';

/** The signed-in person as screens need them: a plain snapshot, so tests can hand one in. */
export interface SessionUser {
  uid: string;
  email: string | null;
  displayName: string | null;
  photoURL: string | null;
  phoneNumber: string | null;
}

export type Session =
  { status: 'loading' } | { status: 'signedOut' } | { status: 'signedIn'; user: SessionUser };

export interface SessionValue {
  session: Session;
  /** Re-reads the Auth user after a profile change (updateProfile fires no Auth event). */
  refresh: () => void;
}

export const SessionContext = createContext<SessionValue | null>(null);

function snapshotOf(user: User | null): Session {
  if (!user) return { status: 'signedOut' };
  const { uid, email, displayName, photoURL, phoneNumber } = user;
  return { status: 'signedIn', user: { uid, email, displayName, photoURL, phoneNumber } };
}

/** A store over Firebase Auth: the current Session, updated on every sign-in, sign-out and token change. */
export function createSessionStore(auth: Auth) {
  let session: Session = { status: 'loading' };
  const listeners = new Set<() => void>();
  const publish = (next: Session) => {
    session = next;
    for (const listener of listeners) listener();
  };
  let unsubscribeAuth: (() => void) | null = null;
  return {
    getSnapshot: () => session,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      unsubscribeAuth ??= onIdTokenChanged(auth, (user) => {
        publish(snapshotOf(user));
      });
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) {
          unsubscribeAuth?.();
          unsubscribeAuth = null;
        }
      };
    },
    refresh: () => {
      publish(snapshotOf(auth.currentUser));
    },
  };
}

/** Provides the live Auth session of `auth` to useSession(). */
export function AuthSessionProvider({ auth, children }: { auth: Auth; children: ReactNode }) {
  const [store] = useState(() => createSessionStore(auth));
  const session = useSyncExternalStore(store.subscribe, store.getSnapshot);
  const value = useMemo(() => ({ session, refresh: store.refresh }), [session, store]);
  return <SessionContext value={value}>{children}</SessionContext>;
}

/** The current session (loading, signed out, or signed in with the user) and `refresh`. */
export function useSession(): SessionValue {
  const value = use(SessionContext);
  if (!value) throw new Error('useSession must be used inside a session provider.');
  return value;
}

/** The signed-in user; only for screens behind the auth guard, which never render signed out. */
export function useSignedInUser(): SessionUser {
  const { session } = useSession();
  if (session.status !== 'signedIn') throw new Error('useSignedInUser needs a signed-in user.');
  return session.user;
}
