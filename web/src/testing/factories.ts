import { organisationSchema, type Organisation } from '@parley/domain';
import type { CurrentOrgValue } from '../lib/current-org';
import type { SessionUser } from '../lib/session';

export function makeSessionUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    uid: 'user-ann',
    email: 'ann@example.com',
    displayName: 'Ann Owner',
    photoURL: null,
    phoneNumber: null,
    ...overrides,
  };
}

/** A t_orgs document, parsed by the domain schema so defaults match what a converter yields. */
export function makeOrg(overrides: Partial<Organisation> = {}): Organisation {
  return organisationSchema.parse({
    id: 'org-acme',
    name: 'Acme',
    ownerUid: 'user-ann',
    memberUids: ['user-ann'],
    ...overrides,
  });
}

/** A settled current-organisation value; `org: null` means the user belongs to none. */
export function makeCurrentOrg(
  org: Organisation | null = makeOrg(),
  overrides: Partial<CurrentOrgValue> = {},
): CurrentOrgValue {
  return {
    status: 'success',
    orgId: org?.id ?? null,
    org,
    orgs: org ? [{ id: org.id, name: org.name }] : [],
    ownerPlans: org ? { [org.id]: org.ownerPlan } : {},
    error: null,
    changeRefusal: null,
    setCurrentOrg: () => undefined,
    ...overrides,
  };
}
