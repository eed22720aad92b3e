import type { Organisation } from '@parley/domain';

export type MemberRole = 'owner' | 'admin' | 'member';

export interface OrgMember {
  uid: string;
  role: MemberRole;
}

export interface SplitMembers {
  owner: OrgMember;
  admins: OrgMember[];
  members: OrgMember[];
}

/**
 * An organisation's people split into owner, admins and members (docs/security.md#identities-and-roles). Each person is
 * listed once, in their highest place: the owner is never also an admin or member, and an admin who is
 * also on the member list counts as an admin. Order is kept as stored; duplicates are dropped.
 */
export function splitMembers(org: Pick<Organisation, 'ownerUid' | 'adminUids' | 'memberUids'>): SplitMembers {
  const seen = new Set<string>([org.ownerUid]);
  const take = (uids: readonly string[], role: MemberRole): OrgMember[] =>
    uids.flatMap((uid) => {
      if (seen.has(uid)) return [];
      seen.add(uid);
      return [{ uid, role }];
    });
  const admins = take(org.adminUids, 'admin');
  const members = take(org.memberUids, 'member');
  return { owner: { uid: org.ownerUid, role: 'owner' }, admins, members };
}

/** Every uid of the organisation, owner first, once each. */
export function allMemberUids(split: SplitMembers): string[] {
  return [split.owner, ...split.admins, ...split.members].map((member) => member.uid);
}
