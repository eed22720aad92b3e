import { describe, expect, it } from 'vitest';
import { allMemberUids, splitMembers } from './split-members';

describe('splitMembers', () => {
  it('splits people into owner, admins and members', () => {
    const split = splitMembers({ ownerUid: 'o', adminUids: ['a1', 'a2'], memberUids: ['m1'] });

    expect(split.owner).toEqual({ uid: 'o', role: 'owner' });
    expect(split.admins.map((admin) => admin.uid)).toEqual(['a1', 'a2']);
    expect(split.members.map((member) => member.uid)).toEqual(['m1']);
  });

  it('lists each person once, in their highest place', () => {
    const split = splitMembers({
      ownerUid: 'o',
      adminUids: ['a', 'o', 'a'],
      memberUids: ['o', 'a', 'm', 'm'],
    });

    expect(split.admins.map((admin) => admin.uid)).toEqual(['a']);
    expect(split.members.map((member) => member.uid)).toEqual(['m']);
    expect(allMemberUids(split)).toEqual(['o', 'a', 'm']);
  });

  it('gives empty groups when the owner is alone', () => {
    const split = splitMembers({ ownerUid: 'o', adminUids: [], memberUids: ['o'] });

    expect(split.admins).toEqual([]);
    expect(split.members).toEqual([]);
  });
});
