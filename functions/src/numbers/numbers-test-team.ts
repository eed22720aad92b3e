// Test fixture of the number route tests: an organisation with one caller per role, and an agent.
import type { AgentInput, Plan } from '@parley/domain';
import { newCaller } from '../testing/api-client';
import { seedAgent, seedOrg, seedUser } from '../testing/seed';

export async function numbersTeam(plan: Plan = 'FREE', agentOverrides: Partial<AgentInput> = {}) {
  const owner = newCaller('owner');
  const admin = newCaller('admin');
  const member = newCaller('member');
  const viewer = newCaller('viewer');
  const outsider = newCaller('outsider');
  const org = await seedOrg({ owner, admins: [admin], members: [member, viewer] });
  await seedUser(owner, { plan });
  await Promise.all([admin, member, outsider].map((caller) => seedUser(caller)));
  await seedUser(viewer, { role: 'VIEWER' });
  const { agent } = await seedAgent(org, agentOverrides);
  return { owner, admin, member, viewer, outsider, org, agent };
}
