import { API_ROUTES, COLLECTIONS, doNotCallId } from '@parley/domain';
import { describe, expect, it } from 'vitest';
import { db } from '../../lib/firestore';
import { useApi } from '../../testing/api-client';
import { campaignTeam } from '../campaign-fixtures';

const api = useApi();

const entryOf = async (orgId: string, phoneNumber: string) =>
  (await db().collection(COLLECTIONS.doNotCall).doc(doNotCallId(orgId, phoneNumber)).get()).data();
const listed = async (orgId: string) =>
  (await db().collection(COLLECTIONS.doNotCall).where('orgId', '==', orgId).get()).docs.map(
    (doc) => doc.get('phoneNumber') as string,
  );

describe('the do-not-call routes', { timeout: 60_000 }, () => {
  it('adds a number as E.164 once, by a member; refuses a VIEWER, a stranger and a malformed number', async () => {
    const team = await campaignTeam();
    const add = (caller: typeof team.member, phoneNumber: string) =>
      api('POST', API_ROUTES.addDoNotCall.path, { caller, body: { orgId: team.org.id, phoneNumber } });
    expect((await add(team.member, '(201) 555-0100')).body).toEqual({
      phoneNumber: '+12015550100',
      added: true,
    });
    expect((await add(team.admin, '+1 201 555 0100')).body).toEqual({
      phoneNumber: '+12015550100',
      added: false,
    });
    expect(await entryOf(team.org.id, '+12015550100')).toMatchObject({
      orgId: team.org.id,
      source: 'manual',
      addedBy: team.member.uid,
    });
    const viewer = await add(team.viewer, '2015550101');
    expect([viewer.status, viewer.body.error?.details?.reason]).toEqual([403, 'insufficient-role']);
    const stranger = await add(team.stranger, '2015550101');
    expect([stranger.status, stranger.body.error?.details?.reason]).toEqual([403, 'not-org-member']);
    const bad = await add(team.member, 'call me maybe');
    expect([bad.status, bad.body.error?.details?.reason]).toEqual([400, 'invalid-do-not-call']);
    expect(await listed(team.org.id)).toEqual(['+12015550100']);
  });

  it('lets the owner and admins remove a number, never a member', async () => {
    const team = await campaignTeam();
    await api('POST', API_ROUTES.addDoNotCall.path, {
      caller: team.member,
      body: { orgId: team.org.id, phoneNumber: '+12015550100' },
    });
    const remove = (caller: typeof team.member) =>
      api('POST', API_ROUTES.removeDoNotCall.path, {
        caller,
        body: { orgId: team.org.id, phoneNumber: '2015550100' },
      });
    const member = await remove(team.member);
    expect([member.status, member.body.error?.details?.reason]).toEqual([403, 'insufficient-role']);
    expect(await listed(team.org.id)).toEqual(['+12015550100']);
    expect((await remove(team.admin)).status).toBe(200);
    expect(await listed(team.org.id)).toEqual([]);
    // Removing what is not listed leaves the list as the owner wants it.
    expect((await remove(team.owner)).status).toBe(200);
  });

  it('imports a CSV: duplicates kept once, numbers already listed counted apart', async () => {
    const team = await campaignTeam();
    await api('POST', API_ROUTES.addDoNotCall.path, {
      caller: team.member,
      body: { orgId: team.org.id, phoneNumber: '+12015550100' },
    });
    const rows = Array.from({ length: 1200 }, (_, i) => `+1201556${String(i).padStart(4, '0')}`);
    const csv = `Phone Number,note\n2015550100,again\n${rows.join('\n')}\n${rows[0] ?? ''}\n`;
    const imported = await api('POST', API_ROUTES.importDoNotCall.path, {
      caller: team.member,
      body: { orgId: team.org.id, csv },
    });
    expect(imported.body).toEqual({ total: 1201, added: 1200, alreadyListed: 1 });
    expect(await listed(team.org.id)).toHaveLength(1201);
    expect(await entryOf(team.org.id, '+12015560000')).toMatchObject({ source: 'import' });
  });

  it('refuses a file with malformed rows, naming each, and writes nothing', async () => {
    const team = await campaignTeam();
    // Line 4 and line 7 are blank: skipped, and the bad rows keep their line numbers.
    const csv = 'phone\n2015550100\nnot a number\n\n12\n2015550103\n,\n';
    const refused = await api('POST', API_ROUTES.importDoNotCall.path, {
      caller: team.member,
      body: { orgId: team.org.id, csv },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error?.details).toMatchObject({
      reason: 'invalid-do-not-call',
      rowErrorCount: 2,
      rowErrors: [
        { row: 3, message: expect.any(String) as string },
        { row: 5, message: expect.any(String) as string },
      ],
    });
    expect(await listed(team.org.id)).toEqual([]);
    const noColumn = await api('POST', API_ROUTES.importDoNotCall.path, {
      caller: team.member,
      body: { orgId: team.org.id, csv: 'name\nAnn\n' },
    });
    expect([noColumn.status, noColumn.body.error?.details?.reason]).toEqual([400, 'invalid-do-not-call']);
  });

  it('answers a 1,000,000-row file with a 413 before parsing it, and writes nothing', async () => {
    const team = await campaignTeam();
    const rows = Array.from({ length: 1_000_000 }, (_, i) => String(2_015_000_000 + i));
    const huge = await api('POST', API_ROUTES.importDoNotCall.path, {
      caller: team.member,
      body: { orgId: team.org.id, csv: `phone\n${rows.join('\n')}\n` },
    });
    expect([huge.status, huge.body.error?.details?.reason]).toEqual([413, 'payload-too-large']);
    expect(await listed(team.org.id)).toEqual([]);
  });
});
