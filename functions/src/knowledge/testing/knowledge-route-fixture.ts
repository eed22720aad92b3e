// The setup the knowledge route tests share: the API served for the file, an organisation with an owner,
// a member and a VIEWER, its agent, and a stranger's organisation with another agent — so each test can
// check its route against every role and against another organisation's ids.
import { API_ROUTES, COLLECTIONS, type Agent, type Organisation } from '@parley/domain';
import { beforeAll, expect, vi } from 'vitest';
import { db } from '../../lib/firestore';
import { newCaller, useApi, type ApiAnswer, type Caller } from '../../testing/api-client';
import { seedAgent, seedOrg, seedUser } from '../../testing/seed';

/** What a refused request comes down to: its HTTP status and the error's reason. */
export const outcome = (answer: ApiAnswer) => ({
  status: answer.status,
  reason: answer.body.error?.details?.reason as unknown,
});

export interface KnowledgeTeam {
  org: Organisation;
  agent: Agent;
  /** An agent of the stranger's organisation. */
  otherAgent: Agent;
}

/**
 * Serves the API for the test file and seeds the team in its beforeAll (with the hashing embedder, so
 * answers go through the vector ranking too). `team` is filled once beforeAll has run. `label` keeps the
 * callers' uids readable in the emulator.
 */
export function useKnowledgeRoutes(label: string) {
  const api = useApi();
  const owner = newCaller(`${label}-owner`);
  const member = newCaller(`${label}-member`);
  const viewer = newCaller(`${label}-viewer`);
  const stranger = newCaller(`${label}-stranger`);
  const team = {} as KnowledgeTeam;

  beforeAll(async () => {
    vi.stubEnv('KB_EMBEDDER', 'hashing');
    await Promise.all([owner, member, stranger].map((caller) => seedUser(caller)));
    await seedUser(viewer, { role: 'VIEWER' });
    team.org = await seedOrg({ owner, members: [member, viewer] });
    ({ agent: team.agent } = await seedAgent(team.org));
    ({ agent: team.otherAgent } = await seedAgent(await seedOrg({ owner: stranger })));
    return () => {
      vi.unstubAllEnvs();
    };
  });

  const post = (route: { path: string }, caller: Caller, body: unknown) =>
    api('POST', route.path, { caller, body });

  /**
   * An organisation with version control on, its live agent with what `addToLive` added while version
   * control was still off, and the live agent's draft (made by the member).
   */
  async function versionedDraft<T>(addToLive: (orgId: string, liveId: string) => Promise<T>) {
    const versioned = await seedOrg({ owner, members: [member, viewer] });
    const { agent: live } = await seedAgent(versioned);
    const added = await addToLive(versioned.id, live.id);
    await db().collection(COLLECTIONS.orgs).doc(versioned.id).update({ enableAgentVersionControl: true });
    const draft = await post(API_ROUTES.ensureAgentDraft, member, { agentId: live.id });
    expect(draft.status).toBe(200);
    const draftId = (draft.body.data as { draftAgentId: string }).draftAgentId;
    return { versioned, live, draftId, added };
  }

  return { owner, member, viewer, stranger, team, post, versionedDraft };
}
