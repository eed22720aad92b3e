// The cast the Firestore rules tests share: owner, admin, member and viewer (profile role VIEWER) of
// org-1 and its agent-1; a stranger who owns org-2 and agent-2 only; a platform ADMIN in no
// organisation; and nobody signed in.
import { doc, setDoc, type Firestore } from 'firebase/firestore';
import { SIGNED_OUT } from './rules-matrix';

export const TEAM = [SIGNED_OUT, 'stranger', 'viewer', 'member', 'admin', 'owner', 'platformAdmin'] as const;
export type TeamRole = (typeof TEAM)[number];

/** Each signed-in identity's t_users.role. */
export const PROFILE_ROLES: Record<Exclude<TeamRole, typeof SIGNED_OUT>, string> = {
  stranger: 'USER',
  viewer: 'VIEWER',
  member: 'USER',
  admin: 'USER',
  owner: 'USER',
  platformAdmin: 'ADMIN',
};

export const IN_ORG_1: readonly TeamRole[] = ['viewer', 'member', 'admin', 'owner'];
export const NOBODY: readonly TeamRole[] = [];

/** Writes the profiles, org-1, org-2, agent-1 (org-1) and agent-2 (org-2), with rules disabled. */
export async function seedRulesTeam(db: Firestore): Promise<void> {
  for (const [uid, role] of Object.entries(PROFILE_ROLES))
    await setDoc(doc(db, 't_users', uid), { uid, role });
  await setDoc(doc(db, 't_orgs', 'org-1'), {
    id: 'org-1',
    ownerUid: 'owner',
    adminUids: ['admin'],
    memberUids: ['owner', 'admin', 'member', 'viewer'],
  });
  await setDoc(doc(db, 't_orgs', 'org-2'), {
    id: 'org-2',
    ownerUid: 'stranger',
    adminUids: [],
    memberUids: ['stranger'],
  });
  await setDoc(doc(db, 't_agents', 'agent-1'), { id: 'agent-1', orgId: 'org-1' });
  await setDoc(doc(db, 't_agents', 'agent-2'), { id: 'agent-2', orgId: 'org-2' });
}
