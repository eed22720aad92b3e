import { describe, expect, it } from 'vitest';
import { acceptInvitePath, paths, safeNextPath, withNext } from './paths';

describe('safeNextPath', () => {
  it('keeps an in-app path with its query', () => {
    expect(safeNextPath('/org/settings?tab=1')).toBe('/org/settings?tab=1');
  });

  it.each([
    null,
    '',
    'https://evil.example',
    '//evil.example',
    '/\\evil.example',
    '/sign-in',
    '/sign-up?x=1',
  ])('falls back to the agent list for %s', (next) => {
    expect(safeNextPath(next)).toBe('/agent');
  });
});

describe('links', () => {
  it('adds ?next= only when it leads somewhere else than the default', () => {
    expect(withNext('/sign-in', '/profile')).toBe('/sign-in?next=%2Fprofile');
    expect(withNext('/sign-in', '/agent')).toBe('/sign-in');
  });

  it('builds private and public invite links', () => {
    expect(acceptInvitePath('a b')).toBe('/accept-invite?token=a+b');
    expect(acceptInvitePath('t', 'public')).toBe('/accept-invite?token=t&source=public');
  });
});

describe('agent sub-pages', () => {
  it('builds the campaigns, campaign and numbers paths with encoded ids', () => {
    expect(paths.agentCampaigns('a/1')).toBe('/agent/a%2F1/campaigns');
    expect(paths.agentCampaign('a1', 'c 1')).toBe('/agent/a1/campaigns/c%201');
    expect(paths.agentNumbers('a1')).toBe('/agent/a1/numbers');
  });
});
