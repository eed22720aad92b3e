import {
  COLLECTIONS,
  addCounters,
  callContribution,
  callRecordSchema,
  type CallRecord,
  type CounterTree,
  type NotificationSettings,
} from '@parley/domain';
import { describe, expect, it } from 'vitest';
import { db } from '../lib/firestore';
import { newCaller } from '../testing/api-client';
import { seedAgent, seedOrg, seedUser } from '../testing/seed';
import { sendCallDigests } from './call-digests';
import { summaryId } from './call-store';

const call = (overrides: Partial<CallRecord>): CallRecord =>
  callRecordSchema.parse({
    id: 'c',
    agentId: 'a',
    type: 'inboundPhoneCall',
    status: 'completed',
    createdAt: new Date('2026-11-23T10:00:00Z'),
    endedAt: new Date('2026-11-23T10:01:00Z'),
    durationSeconds: 60,
    ...overrides,
  });

/** A day's summary as the trigger leaves it: the sum of its calls' contributions. */
async function seedDay(agentId: string, orgId: string, day: string, calls: CallRecord[]): Promise<void> {
  const counters = calls.reduce<CounterTree>(
    (tree, each) => addCounters(tree, callContribution(each, 10)),
    {},
  );
  await db()
    .collection(COLLECTIONS.callSummaries)
    .doc(summaryId({ agentId }, day))
    .set({ scope: 'agent', agentId, orgId, day, counters });
}

async function agentWithDigest(emailSummary: NotificationSettings['emailSummary'], errorEmail: string) {
  const owner = newCaller('owner');
  await seedUser(owner);
  const org = await seedOrg({ owner });
  const { agent } = await seedAgent(org, {
    name: `Desk ${emailSummary}`,
    notificationsSettings: { emailSummary, errorEmail },
  });
  return { agent, org };
}

const mailsTo = async (to: string) =>
  (await db().collection(COLLECTIONS.mail).where('to', '==', to).get()).docs.map((doc) => ({
    id: doc.id,
    subject: String(doc.get('message.subject')),
    text: String(doc.get('message.text')),
  }));

describe('call digests', () => {
  it('mails each agent its period from the daily summaries, once however often the sweep runs', async () => {
    const run = Date.now().toString(36);
    const daily = await agentWithDigest('Daily', `daily-${run}@parley.test`);
    const weekly = await agentWithDigest('Weekly', `weekly-${run}@parley.test`);
    await agentWithDigest('Never', `never-${run}@parley.test`);
    await seedDay(daily.agent.id, daily.org.id, '2026-11-23', [
      call({ sentiment: 'Positive', reason: 'Billing' }),
      call({ sentiment: 'Negative', reason: 'Complaint', transferred: true, status: 'failed' }),
    ]);
    // A day outside the daily period: not counted in it.
    await seedDay(daily.agent.id, daily.org.id, '2026-11-22', [call({})]);
    await seedDay(weekly.agent.id, weekly.org.id, '2026-11-18', [call({}), call({}), call({})]);

    // Tuesday: the daily digest of Monday; no weekly one.
    const tuesday = Date.parse('2026-11-24T06:00:00Z');
    await sendCallDigests(db(), tuesday);
    await sendCallDigests(db(), tuesday);
    const dailyMails = await mailsTo(`daily-${run}@parley.test`);
    expect(dailyMails).toHaveLength(1);
    expect(dailyMails[0]?.id).toBe(`digest_${daily.agent.id}_daily_2026-11-23`);
    expect(dailyMails[0]?.subject).toContain('daily call summary for Desk Daily (2026-11-23)');
    expect(dailyMails[0]?.text).toContain('Calls: 2');
    expect(dailyMails[0]?.text).toContain('Completed: 50.00%, transferred: 50.00%');
    expect(dailyMails[0]?.text).toContain('Reasons: Billing 1, Complaint 1');
    expect(await mailsTo(`weekly-${run}@parley.test`)).toEqual([]);

    // The next Monday: the weekly digest of the week before it.
    await sendCallDigests(db(), Date.parse('2026-11-23T06:00:00Z'));
    const weeklyMails = await mailsTo(`weekly-${run}@parley.test`);
    expect(weeklyMails.map((mail) => mail.id)).toEqual([`digest_${weekly.agent.id}_weekly_2026-11-16`]);
    expect(weeklyMails[0]?.text).toContain('Calls: 3');
    expect(await mailsTo(`never-${run}@parley.test`)).toEqual([]);
  });
});
