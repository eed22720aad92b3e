import {
  API_ROUTES,
  apiPath,
  COLLECTIONS,
  MSG_CAMPAIGN_ALREADY_STARTED,
  MSG_CAMPAIGN_NEEDS_ACTIVE_NUMBER,
  MSG_CAMPAIGN_NEEDS_CONTACTS,
  MSG_CAMPAIGN_NOT_IN_PROGRESS,
  MSG_CAMPAIGN_NOT_PAUSED,
  MSG_UNABLE_TO_TERMINATE_CAMPAIGN,
  MSG_UPGRADE_FOR_OUTBOUND_CAMPAIGNS,
  type CampaignStatus,
} from '@parley/domain';
import { describe, expect, it } from 'vitest';
import { db } from '../lib/firestore';
import { useApi, type Caller } from '../testing/api-client';
import {
  campaignTeam,
  contactsCsv,
  ORG_NUMBERS,
  readCampaign,
  uploadContacts,
  useVoiceEngine,
} from './campaign-fixtures';

const api = useApi();
const voice = useVoiceEngine(api);

type Team = Awaited<ReturnType<typeof campaignTeam>>;
type Action = 'start' | 'pause' | 'resume' | 'terminate';

const ROUTE = {
  start: API_ROUTES.startCampaign,
  pause: API_ROUTES.pauseCampaign,
  resume: API_ROUTES.resumeCampaign,
  terminate: API_ROUTES.terminateCampaign,
} as const;

const control = (action: Action, id: string, caller: Caller) =>
  api('POST', apiPath(ROUTE[action], { id }), { caller });

/** A campaign ready to start: one active number and `contacts` uploaded contacts. */
async function readyCampaign(team: Team, contacts = 3): Promise<string> {
  const answer = await api('POST', API_ROUTES.createCampaign.path, {
    caller: team.member,
    body: {
      agentId: team.agent.id,
      name: 'Run',
      phoneNumbers: [{ id: 'n1', number: ORG_NUMBERS[0], isActive: true, weight: 100 }],
      contactsFilePath: await uploadContacts(team.org.id, contactsCsv(contacts)),
    },
  });
  expect(answer.status).toBe(200);
  return String(answer.body.id);
}

/** Puts a campaign straight into a status (the runner is not under test here). */
const setStatus = (id: string, status: CampaignStatus) =>
  db().collection(COLLECTIONS.campaigns).doc(id).update({ status });

describe('run controls', { timeout: 60_000 }, () => {
  it('start moves an IDLE campaign to IN_PROGRESS and places the first calls', async () => {
    const team = await campaignTeam();
    const id = await readyCampaign(team);
    expect(await control('start', id, team.member)).toMatchObject({
      status: 200,
      body: { id, status: 'IN_PROGRESS' },
    });
    const campaign = await readCampaign(id);
    expect(campaign.status).toMatch(/IN_PROGRESS|COMPLETED/);
    expect(campaign.progress.called).toBeGreaterThan(0);
    expect([...voice.engine().calls.values()].some((call) => call.callId.startsWith(`${id}_`))).toBe(true);
  });

  it('start refuses a second start, a campaign without active numbers or contacts, and a plan without outbound', async () => {
    const team = await campaignTeam();
    const id = await readyCampaign(team);
    await setStatus(id, 'PAUSED');
    expect(await control('start', id, team.member)).toMatchObject({
      status: 400,
      body: {
        message: MSG_CAMPAIGN_ALREADY_STARTED,
        error: { status: 'FAILED_PRECONDITION', details: { reason: 'campaign-status' } },
      },
    });
    const noNumbers = await readyCampaign(team);
    await db().collection(COLLECTIONS.campaigns).doc(noNumbers).update({ phoneNumbers: [] });
    expect((await control('start', noNumbers, team.member)).body.message).toBe(
      MSG_CAMPAIGN_NEEDS_ACTIVE_NUMBER,
    );
    const empty = await api('POST', API_ROUTES.createCampaign.path, {
      caller: team.member,
      body: { agentId: team.agent.id, name: 'Empty', phoneNumbers: [{ id: 'n', number: ORG_NUMBERS[0] }] },
    });
    expect((await control('start', String(empty.body.id), team.member)).body).toMatchObject({
      message: MSG_CAMPAIGN_NEEDS_CONTACTS,
      error: { details: { reason: 'campaign-not-ready' } },
    });
    const downgraded = await readyCampaign(team);
    await db().collection(COLLECTIONS.users).doc(team.owner.uid).update({ plan: 'STARTER' });
    expect(await control('start', downgraded, team.member)).toMatchObject({
      status: 403,
      body: { message: MSG_UPGRADE_FOR_OUTBOUND_CAMPAIGNS, error: { details: { reason: 'plan-limit' } } },
    });
    expect((await readCampaign(downgraded)).status).toBe('IDLE');
  });

  it("pause needs IN_PROGRESS, resume needs PAUSED, terminate a running, paused or queued campaign — with the spec's texts", async () => {
    const team = await campaignTeam();
    const id = await readyCampaign(team);
    expect((await control('pause', id, team.member)).body.message).toBe(MSG_CAMPAIGN_NOT_IN_PROGRESS);
    expect((await control('resume', id, team.member)).body.message).toBe(MSG_CAMPAIGN_NOT_PAUSED);
    expect((await control('terminate', id, team.member)).body.message).toBe(MSG_UNABLE_TO_TERMINATE_CAMPAIGN);
    await setStatus(id, 'IN_PROGRESS');
    expect((await control('pause', id, team.member)).body).toEqual({ id, status: 'PAUSED' });
    expect((await control('pause', id, team.member)).body.message).toBe(MSG_CAMPAIGN_NOT_IN_PROGRESS);
    await setStatus(id, 'QUEUED');
    expect((await control('terminate', id, team.admin)).body).toEqual({ id, status: 'COMPLETED' });
    expect((await control('terminate', id, team.admin)).body.message).toBe(MSG_UNABLE_TO_TERMINATE_CAMPAIGN);
    expect((await control('resume', id, team.admin)).body.message).toBe(MSG_CAMPAIGN_NOT_PAUSED);
  });

  it('refuses a VIEWER, a stranger, an unknown campaign and a signed-out caller', async () => {
    const team = await campaignTeam();
    const id = await readyCampaign(team);
    expect((await control('start', id, team.viewer)).body.error?.details?.reason).toBe('insufficient-role');
    expect((await control('start', id, team.stranger)).body.error?.details?.reason).toBe('not-org-member');
    expect((await control('pause', 'nope', team.member)).status).toBe(404);
    expect((await api('POST', apiPath(ROUTE.start, { id }))).status).toBe(401);
    expect((await readCampaign(id)).status).toBe('IDLE');
  });

  it('20 concurrent control calls never reach an illegal state', async () => {
    const team = await campaignTeam();
    const id = await readyCampaign(team);
    await setStatus(id, 'PAUSED');
    // Calls placed after a resume never end here, so the runner cannot finish the campaign meanwhile.
    voice.engine().setCompletion({ delayMs: null });
    const actions: Action[] = Array.from(
      { length: 20 },
      (_, i) => (['pause', 'resume', 'terminate', 'start'] as const)[i % 4] ?? 'pause',
    );
    const answers = await Promise.all(actions.map((action) => control(action, id, team.member)));
    const succeeded = actions.filter((_, i) => answers[i]?.status === 200);
    for (const answer of answers) expect([200, 400]).toContain(answer.status);
    // Replaying the successful actions in any order that respects each rule must be possible: exactly one
    // terminate won, no start did, and pause/resume alternated from PAUSED (resume first) before it.
    expect(succeeded.filter((action) => action === 'terminate')).toHaveLength(1);
    expect(succeeded.filter((action) => action === 'start')).toHaveLength(0);
    const resumes = succeeded.filter((action) => action === 'resume').length;
    const pauses = succeeded.filter((action) => action === 'pause').length;
    expect(resumes - pauses === 0 || resumes - pauses === 1).toBe(true);
    expect((await readCampaign(id)).status).toBe('COMPLETED');
    voice.engine().setCompletion({ delayMs: 5 });
  });

  it('20 concurrent starts start the campaign once', async () => {
    const team = await campaignTeam();
    const id = await readyCampaign(team, 10);
    const answers = await Promise.all(Array.from({ length: 20 }, () => control('start', id, team.member)));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status !== 200).map((answer) => answer.body.message)).toEqual(
      Array.from({ length: 19 }, () => MSG_CAMPAIGN_ALREADY_STARTED),
    );
  });

  it('delete terminates a running campaign first', async () => {
    const team = await campaignTeam();
    const id = await readyCampaign(team);
    await setStatus(id, 'PAUSED');
    expect(
      (await api('DELETE', apiPath(API_ROUTES.deleteCampaign, { id }), { caller: team.member })).status,
    ).toBe(200);
    expect((await db().collection(COLLECTIONS.campaigns).doc(id).get()).exists).toBe(false);
  });
});
