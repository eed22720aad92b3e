// The runner asks the pre-dial decision before every dial and records its answer on the contact:
// do-not-call, callee-local hours, consent, and a contact edited while the campaign runs.
import { API_ROUTES, apiPath, COLLECTIONS, doNotCallId } from '@parley/domain';
import { describe, expect, it } from 'vitest';
import { db } from '../../lib/firestore';
import { bearerFor, useApi, type Caller } from '../../testing/api-client';
import {
  campaignTeam,
  eventually,
  ORG_NUMBERS,
  readCampaign,
  readContacts,
  RUNNER_DAY,
  uploadContacts,
  useVoiceEngine,
} from '../campaign-fixtures';
import { runCampaignStep } from './run-campaign-step';

const api = useApi();
const voice = useVoiceEngine(api);

/** An IN_PROGRESS campaign over these CSV rows (header phone_number,name plus `columns`). */
async function runningCampaign(rows: string[], options: { concurrency?: number; columns?: string } = {}) {
  const team = await campaignTeam('PROFESSIONAL', options.concurrency ?? 4);
  const csv = `phone_number,name${options.columns ?? ''}\n${rows.join('\n')}\n`;
  const created = await api('POST', API_ROUTES.createCampaign.path, {
    caller: team.member,
    body: {
      agentId: team.agent.id,
      name: 'Pre-dial',
      routingType: 'weight',
      phoneNumbers: [{ id: 'n0', number: ORG_NUMBERS[0], isActive: true, weight: 100 }],
      contactsFilePath: await uploadContacts(team.org.id, csv),
    },
  });
  expect(created.status).toBe(200);
  const id = String(created.body.id);
  await db().collection(COLLECTIONS.campaigns).doc(id).update({ status: 'IN_PROGRESS' });
  return { team, id };
}

const listNumber = (orgId: string, phoneNumber: string) =>
  db()
    .collection(COLLECTIONS.doNotCall)
    .doc(doNotCallId(orgId, phoneNumber))
    .set({ orgId, phoneNumber, source: 'manual', addedAt: Date.now(), addedBy: null });

/** GET the campaign's contacts export as `caller`. */
async function exportContacts(caller: Caller, id: string): Promise<{ status: number; text: string }> {
  const response = await fetch(`${api.baseUrl()}${apiPath(API_ROUTES.exportCampaignContacts, { id })}`, {
    headers: { authorization: bearerFor(caller) },
  });
  return { status: response.status, text: await response.text() };
}

const calledNumbers = (id: string) =>
  [...voice.engine().calls.values()]
    .filter((call) => call.callId.startsWith(`${id}_`))
    .map((call) => call.to);
const at = (iso: string) => ({ ...voice.deps(), now: () => Date.parse(iso) });

describe('the runner’s pre-dial decision', { timeout: 60_000 }, () => {
  it('never dials a number on the do-not-call list, and counts and explains each skip', async () => {
    const { team, id } = await runningCampaign([
      '+12015550001,Ann',
      '+12015550002,Bob',
      '+12015550003,Cy',
      '+12015550004,Di',
    ]);
    await listNumber(team.org.id, '+12015550002');
    await listNumber(team.org.id, '+12015550004');
    await runCampaignStep(db(), id, voice.deps());
    const campaign = await eventually(
      () => readCampaign(id),
      (value) => value.status === 'COMPLETED',
    );
    expect(campaign.progress).toMatchObject({
      called: 2,
      completed: 2,
      skipped: 2,
      skippedBy: { 'do-not-call': 2 },
    });
    expect(calledNumbers(id).sort()).toEqual(['+12015550001', '+12015550003']);
    const contacts = await readContacts(id);
    expect(contacts.map((contact) => [contact.status, contact.decisionReason])).toEqual([
      ['DONE', 'dialled: 12:00 in America/New_York'],
      ['SKIPPED', 'skipped: on the do-not-call list'],
      ['DONE', 'dialled: 12:00 in America/New_York'],
      ['SKIPPED', 'skipped: on the do-not-call list'],
    ]);
    expect(contacts[0]?.attempts).toHaveLength(1);
    // The export carries each decision and its reason, for any member, VIEWERs included; not a stranger.
    const exported = await exportContacts(team.viewer, id);
    expect(exported.status).toBe(200);
    expect(exported.text.trim().split('\r\n')).toEqual([
      'index,phoneNumber,name,status,decision,reason,decidedAt,attempts,callStatus',
      expect.stringMatching(
        /^1,\+12015550001,Ann,DONE,dial,dialled: 12:00 in America\/New_York,.*,1,completed$/,
      ),
      expect.stringMatching(/^2,\+12015550002,Bob,SKIPPED,skip,skipped: on the do-not-call list,.*,0,$/),
      expect.stringMatching(/^3,\+12015550003,Cy,DONE,dial,/),
      expect.stringMatching(/^4,\+12015550004,Di,SKIPPED,skip,/),
    ]);
    expect((await exportContacts(team.stranger, id)).status).toBe(403);
  });

  it('puts off contacts outside their local hours, dials the others, and calls them when their hours open', async () => {
    // 16:00 UTC on the runner's day: noon in New Jersey, 06:00 in Honolulu (opens 08:00 HST, 18:00 UTC).
    const { id } = await runningCampaign(['+18085550001,Hawaii', '+12015550001,Jersey', '+18085550002,Maui']);
    const noon = await runCampaignStep(db(), id, at(RUNNER_DAY));
    expect(noon).toMatchObject({ dialed: 1, decided: 2 });
    await eventually(
      () => readCampaign(id),
      (value) => value.progress.completed === 1,
    );
    const waiting = (await readContacts(id)).filter((contact) => contact.status === 'PENDING');
    expect(waiting.map((contact) => [contact.decision, contact.decisionReason, contact.notBefore])).toEqual([
      [
        'later',
        'skipped for now: 06:00 in Pacific/Honolulu, outside 08:00–21:00',
        Date.parse('2026-03-10T18:00:00Z'),
      ],
      [
        'later',
        'skipped for now: 06:00 in Pacific/Honolulu, outside 08:00–21:00',
        Date.parse('2026-03-10T18:00:00Z'),
      ],
    ]);
    expect((await readCampaign(id)).status).toBe('IN_PROGRESS');
    // A minute before 08:00 HST nothing is due; at 08:00 both are called.
    expect(await runCampaignStep(db(), id, at('2026-03-10T17:59:00Z'))).toMatchObject({
      dialed: 0,
      decided: 0,
    });
    expect(await runCampaignStep(db(), id, at('2026-03-10T18:00:00Z'))).toMatchObject({ dialed: 2 });
    await eventually(
      () => readCampaign(id),
      (value) => value.status === 'COMPLETED',
    );
    expect(calledNumbers(id).sort()).toEqual(['+12015550001', '+18085550001', '+18085550002']);
  });

  it('skips contacts without a consent record when the organisation requires consent', async () => {
    const { team, id } = await runningCampaign(
      ['+12015550001,Ann,web form,2026-01-05', '+12015550002,Bob,,', '+12015550003,Cy,paper,not a date'],
      { columns: ',consent_source,consent_at' },
    );
    await db()
      .collection(COLLECTIONS.orgs)
      .doc(team.org.id)
      .update({ outboundPolicy: { requireConsent: true } });
    await runCampaignStep(db(), id, voice.deps());
    await eventually(
      () => readCampaign(id),
      (value) => value.status === 'COMPLETED',
    );
    expect(calledNumbers(id)).toEqual(['+12015550001']);
    expect((await readContacts(id)).map((contact) => contact.decisionReason)).toEqual([
      'dialled: 12:00 in America/New_York',
      'skipped: no consent record (source and time)',
      'skipped: no consent record (source and time)',
    ]);
  });

  it('decides each contact on its latest state: a number listed or changed while the campaign runs', async () => {
    const { team, id } = await runningCampaign(['+12015550001,Ann', '+12015550002,Bob', '+12015550003,Cy'], {
      concurrency: 1,
    });
    voice.engine().setCompletion({ delayMs: null });
    expect(await runCampaignStep(db(), id, voice.deps())).toMatchObject({ dialed: 1 });
    // While Ann's call is under way, Bob's number goes on the list and Cy's contact gets a Hawaii number.
    await listNumber(team.org.id, '+12015550002');
    const cy = (await readContacts(id))[2];
    await db()
      .collection(COLLECTIONS.campaigns)
      .doc(id)
      .collection('contacts')
      .doc(cy?.id ?? '')
      .update({ phoneNumber: '+18085550003' });
    voice.engine().setCompletion({ delayMs: 5 });
    for (const call of [...voice.engine().calls.values()].filter((c) => c.callId.startsWith(`${id}_`)))
      await voice.engine().completeCall(call.callId);
    await eventually(
      () => readContacts(id),
      (contacts) => contacts.every((contact) => contact.decision !== null),
    );
    const contacts = await readContacts(id);
    expect(contacts.map((contact) => [contact.status, contact.decisionCode])).toEqual([
      ['DONE', 'allowed'],
      ['SKIPPED', 'do-not-call'],
      ['PENDING', 'outside-hours'],
    ]);
    expect(calledNumbers(id)).toEqual(['+12015550001']);
  });
});
