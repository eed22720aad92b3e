import { describe, expect, it } from 'vitest';
import { createAgentRequestSchema } from './agents';
import { sendOrgInviteRequestSchema } from './organisations';
import { API_ROUTES, apiPath, localApiBaseUrl } from './routes';
import { newUserRequestSchema } from './users';

describe('API routes', () => {
  it('fills path parameters, encoded', () => {
    expect(apiPath(API_ROUTES.clearCachedAgent, { agentId: 'a/1' })).toBe('/agent/a%2F1/clear-cached-agent');
    expect(apiPath(API_ROUTES.newUser)).toBe('/user/new');
  });

  it('refuses a path with a missing parameter', () => {
    expect(() => apiPath(API_ROUTES.clearCachedAgent)).toThrow(RangeError);
  });

  it('points local calls at the Functions emulator', () => {
    expect(localApiBaseUrl()).toBe('http://127.0.0.1:5001/demo-parley/us-central1/api');
    expect(localApiBaseUrl('p', 'h:1', 'r', 'runtime')).toBe('http://h:1/p/r/runtime');
  });

  it('serves the org-invite path with three methods', () => {
    const methods = Object.values(API_ROUTES)
      .filter((route) => route.path === '/api/org-invite')
      .map((route) => route.method);
    expect(methods.sort()).toEqual(['DELETE', 'POST', 'PUT']);
  });
});

describe('API request schemas', () => {
  it('accept an empty new-user body', () => {
    expect(newUserRequestSchema.parse({})).toEqual({});
  });

  it('refuse an invite role outside admin and member', () => {
    const invite = { email: 'a@b.co', role: 'owner', orgId: 'o1', orgName: 'Acme' };
    expect(sendOrgInviteRequestSchema.safeParse(invite).success).toBe(false);
    expect(sendOrgInviteRequestSchema.safeParse({ ...invite, role: 'admin' }).success).toBe(true);
  });

  it('trim agent names and refuse blank ones', () => {
    expect(createAgentRequestSchema.parse({ orgId: 'o1', name: '  Desk ' }).name).toBe('Desk');
    expect(createAgentRequestSchema.safeParse({ orgId: 'o1', name: '  ' }).success).toBe(false);
  });
});
