// The organisation a user last selected, per user in this browser. Kept apart from current-org.tsx
// (Firestore, reactfire) so signed-out screens can remember a joined organisation without loading them.

const storageKey = (uid: string) => `parley.currentOrg.${uid}`;

/** The remembered organisation when the user still belongs to it, else their first, else none. */
export function pickCurrentOrgId(remembered: string | null, orgIds: readonly string[]): string | null {
  if (remembered && orgIds.includes(remembered)) return remembered;
  return orgIds[0] ?? null;
}

export function readRememberedOrg(uid: string): string | null {
  try {
    return window.localStorage.getItem(storageKey(uid));
  } catch {
    return null; // Storage can be disabled (private mode, policies); the first org is then used.
  }
}

/** Makes `orgId` the user's selected organisation from their next visit on (e.g. after joining it). */
export function rememberCurrentOrg(uid: string, orgId: string): void {
  try {
    window.localStorage.setItem(storageKey(uid), orgId);
  } catch {
    // Not remembered across reloads; the selection still holds for this visit.
  }
}
