import { changeRefusal, type Organisation, type Plan } from '@parley/domain';
import { createContext, use, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useFirestore } from 'reactfire';
import { orgDocRef } from './firestore-refs';
import { useLiveDocument } from './live-data';
import { pickCurrentOrgId, readRememberedOrg, rememberCurrentOrg } from './remembered-org';
import { useUserProfile } from './use-user-profile';

export type CurrentOrgStatus = 'loading' | 'error' | 'success';

/** One of the user's organisations as the switcher lists it; the name is null until it loads. */
export interface OrgSummary {
  id: string;
  name: string | null;
}

export interface CurrentOrgValue {
  status: CurrentOrgStatus;
  /** The selected organisation's id; null while loading or when the user belongs to none. */
  orgId: string | null;
  /** The selected organisation, live; null while loading, on error or when there is none. */
  org: Organisation | null;
  /** Every organisation the user belongs to (t_users.orgIds), for the switcher. */
  orgs: readonly OrgSummary[];
  /**
   * Each loaded organisation's owner plan (t_orgs.ownerPlan, server-written), by organisation id: plan
   * gates for every member, who cannot read the owner's profile (docs/security.md#identities-and-roles).
   */
  ownerPlans: Readonly<Record<string, Plan>>;
  error: Error | null;
  /**
   * Why the user may change nothing in their organisations (role VIEWER: they read only), or null when
   * they may; screens disable or hide their edit controls and show it. Null until the profile loads.
   */
  changeRefusal: string | null;
  /** Selects an organisation and remembers it in this browser. */
  setCurrentOrg: (orgId: string) => void;
}

export const CurrentOrgContext = createContext<CurrentOrgValue | null>(null);

interface OrgState {
  status: CurrentOrgStatus;
  org: Organisation | null;
  error: Error | null;
}

type OrgStates = Readonly<Record<string, OrgState>>;

/** Listens to one t_orgs document and reports it; rendered beside the children so they never remount. */
function OrgListener({
  orgId,
  onState,
}: {
  orgId: string;
  onState: (orgId: string, state: OrgState) => void;
}) {
  const firestore = useFirestore();
  const ref = useMemo(() => orgDocRef(firestore, orgId), [firestore, orgId]);
  const state = useLiveDocument(ref);
  useEffect(() => {
    onState(orgId, {
      status: state.status,
      org: state.status === 'success' ? state.data : null,
      error: state.status === 'error' ? state.error : null,
    });
  }, [orgId, state, onState]);
  return null;
}

/**
 * Provides the signed-in user's organisations and the selected one, live from t_users and t_orgs
 * through reactfire. The choice persists per user in localStorage; a remembered organisation the user
 * has left falls back to their first. When a CurrentOrgContext is already provided above (component
 * tests hand in a fixed value), that one is used and nothing is read from Firestore.
 */
export function CurrentOrgProvider({ uid, children }: { uid: string; children: ReactNode }) {
  const outer = use(CurrentOrgContext);
  if (outer) return children;
  return <FirestoreCurrentOrgProvider uid={uid}>{children}</FirestoreCurrentOrgProvider>;
}

function FirestoreCurrentOrgProvider({ uid, children }: { uid: string; children: ReactNode }) {
  const profile = useUserProfile(uid);
  const userStatus = profile.status;
  const user = profile.status === 'success' ? profile.data : null;
  const userError = profile.status === 'error' ? profile.error : null;
  const [remembered, setRemembered] = useState(() => readRememberedOrg(uid));
  const [orgStates, setOrgStates] = useState<OrgStates>({});
  const orgIds = useMemo(() => user?.orgIds ?? [], [user]);
  const setCurrentOrg = useCallback(
    (orgId: string) => {
      rememberCurrentOrg(uid, orgId);
      setRemembered(orgId);
    },
    [uid],
  );
  const onOrgState = useCallback((orgId: string, state: OrgState) => {
    setOrgStates((previous) => ({ ...previous, [orgId]: state }));
  }, []);
  const orgId = userStatus === 'success' ? pickCurrentOrgId(remembered, orgIds) : null;
  const value = useMemo<CurrentOrgValue>(() => {
    const orgs = orgIds.map((id) => ({ id, name: orgStates[id]?.org?.name ?? null }));
    const ownerPlans = Object.fromEntries(
      orgIds.flatMap((id) => {
        const org = orgStates[id]?.org;
        return org ? [[id, org.ownerPlan] as const] : [];
      }),
    );
    const base = { orgs, ownerPlans, setCurrentOrg, changeRefusal: user ? changeRefusal(user) : null };
    if (userStatus !== 'success') {
      return { ...base, status: userStatus, orgId: null, org: null, error: userError ?? null };
    }
    if (!orgId) return { ...base, status: 'success', orgId: null, org: null, error: null };
    const state = orgStates[orgId];
    if (!state) return { ...base, status: 'loading', orgId, org: null, error: null };
    return { ...base, status: state.status, orgId, org: state.org, error: state.error };
  }, [orgIds, orgStates, setCurrentOrg, userStatus, userError, orgId, user]);
  return (
    <>
      {orgIds.map((id) => (
        <OrgListener key={id} orgId={id} onState={onOrgState} />
      ))}
      <CurrentOrgContext value={value}>{children}</CurrentOrgContext>
    </>
  );
}

/** The selected organisation (status union), the user's organisations and `setCurrentOrg`. */
export function useCurrentOrg(): CurrentOrgValue {
  const value = use(CurrentOrgContext);
  if (!value) throw new Error('useCurrentOrg must be used inside <CurrentOrgProvider>.');
  return value;
}
