import { API_ERROR_REASONS, API_ROUTES, callRecordSchema, COLLECTIONS } from '@parley/domain';
import { useOwnTestProject } from '@parley/scripts/testing';
import { describe, expect, it } from 'vitest';
import { campaignTeam, contactsCsv, readCampaign, uploadContacts } from '../campaigns/campaign-fixtures';
import { recordCallEnd } from '../campaigns/runner/record-call-end';
import { runCampaignStep, type RunnerDeps } from '../campaigns/runner/run-campaign-step';
import { db } from '../lib/firestore';
import { newCaller, useApi } from '../testing/api-client';
import { seedAgent, seedOrg, seedUser, uniqueId } from '../testing/seed';
import { balanceOf, ledgerOf } from './billing-test-kit';
import { callUsageEntryId } from './call-usage';
import { applyMovement } from './credit-ledger';

// A project of its own: the Functions emulator serves the shared one, where its onUserPlanWritten
// grants each seeded user's plan its allowance and would add entries to the exact ledgers asserted here.
useOwnTestProject('demo-parley-billing-ledger');

const api = useApi();

const grant = (uid: string, amount: number) =>
  applyMovement(db(), { entryId: uniqueId('grant'), uid, amount, reason: 'monthly_grant' });

describe('the credit balance', () => {
  it('ends exact after 100 concurrent debits, each with its balanceAfter', async () => {
    const uid = uniqueId('owner');
    await grant(uid, 1000);
    const outcomes = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        applyMovement(db(), {
          entryId: `debit_${uid}_${String(i)}`,
          uid,
          amount: -3,
          reason: 'call_usage',
        }),
      ),
    );
    expect(outcomes.every((outcome) => outcome.applied)).toBe(true);
    expect(await balanceOf(uid)).toBe(700);
    // Each debit saw a distinct balance: the transactions serialised on the balance document.
    const after = (await ledgerOf(uid))
      .filter((entry) => entry.reason === 'call_usage')
      .map((e) => e.balanceAfter);
    expect(new Set(after).size).toBe(100);
    expect(Math.min(...(after as number[]))).toBe(700);
  });

  it('applies a movement once, however often it is sent', async () => {
    const uid = uniqueId('owner');
    const movement = { entryId: uniqueId('adjust'), uid, amount: 40, reason: 'adjustment' as const };
    await Promise.all([
      applyMovement(db(), movement),
      applyMovement(db(), movement),
      applyMovement(db(), movement),
    ]);
    expect(await balanceOf(uid)).toBe(40);
    expect(await ledgerOf(uid)).toHaveLength(1);
  });
});

describe('usage debits from finished calls', () => {
  async function callOf(durationSeconds: number) {
    const owner = newCaller('owner');
    await seedUser(owner);
    const org = await seedOrg({ owner });
    const { agent } = await seedAgent(org);
    const id = uniqueId('call');
    await db()
      .collection(COLLECTIONS.calls)
      .doc(id)
      .set(
        callRecordSchema.parse({
          id,
          agentId: agent.id,
          orgId: org.id,
          type: 'webCall',
          status: 'in-progress',
          createdAt: Date.now(),
        }),
      );
    const report = {
      callId: id,
      status: 'completed' as const,
      durationSeconds,
      summary: '',
      recordingUrl: null,
    };
    return { owner, id, report };
  }

  it('debits every started minute from the owner, once however often the end is reported', async () => {
    const { owner, id, report } = await callOf(125);
    await recordCallEnd(db(), report);
    await recordCallEnd(db(), report);
    expect(await balanceOf(owner.uid)).toBe(-3);
    const entries = await ledgerOf(owner.uid);
    expect(entries).toEqual([
      expect.objectContaining({ id: callUsageEntryId(id), amount: -3, callId: id, reason: 'call_usage' }),
    ]);
  });

  it('charges nothing for a call that never connected', async () => {
    const { owner, report } = await callOf(0);
    await recordCallEnd(db(), { ...report, status: 'no-answer' });
    expect(await ledgerOf(owner.uid)).toEqual([]);
  });
});

describe('outbound campaigns without credits', () => {
  it('pause with quota_exceeded and carry on once credits are granted', async () => {
    const team = await campaignTeam('PROFESSIONAL');
    const created = await api('POST', API_ROUTES.createCampaign.path, {
      caller: team.member,
      body: {
        agentId: team.agent.id,
        name: 'Credits',
        phoneNumbers: [{ id: 'n0', number: '+12015550100', isActive: true, weight: 100 }],
        contactsFilePath: await uploadContacts(team.org.id, contactsCsv(2)),
      },
    });
    const id = String(created.body.id);
    const campaign = db().collection(COLLECTIONS.campaigns).doc(id);
    await campaign.update({ status: 'IN_PROGRESS' });
    // Metered and used up: a grant, then usage beyond it.
    await grant(team.owner.uid, 5);
    await applyMovement(db(), {
      entryId: uniqueId('use'),
      uid: team.owner.uid,
      amount: -5,
      reason: 'call_usage',
    });
    const dialled: string[] = [];
    const deps: RunnerDeps = {
      dial: (request) => {
        dialled.push(request.callId);
        return Promise.resolve();
      },
      now: Date.now,
      leaseMs: 60_000,
      webhookUrl: null,
    };
    await runCampaignStep(db(), id, deps);
    expect(await readCampaign(id)).toMatchObject({ status: 'PAUSED', pausedReason: 'quota_exceeded' });
    expect(dialled).toEqual([]);

    await grant(team.owner.uid, 100);
    await campaign.update({ status: 'IN_PROGRESS' });
    expect((await runCampaignStep(db(), id, deps)).dialed).toBe(2);
    expect(await readCampaign(id)).toMatchObject({ status: 'IN_PROGRESS', pausedReason: null });
  });
});

describe('test calls without credits', () => {
  it('are refused with quota-exceeded before any call is placed', async () => {
    const team = await campaignTeam('PROFESSIONAL');
    await grant(team.owner.uid, 1);
    await applyMovement(db(), {
      entryId: uniqueId('use'),
      uid: team.owner.uid,
      amount: -2,
      reason: 'call_usage',
    });
    const answer = await api('POST', API_ROUTES.triggerCall.path, {
      caller: team.member,
      body: {
        agentId: team.agent.id,
        workflowId: team.workflow.id,
        variables: { phone_number: '+14155550123' },
      },
    });
    expect(answer.status).toBe(429);
    expect(answer.body.error?.details?.reason).toBe(API_ERROR_REASONS.quotaExceeded);
    const calls = await db().collection(COLLECTIONS.calls).where('agentId', '==', team.agent.id).get();
    expect(calls.size).toBe(0);
  });
});
