// The opt-out's do-not-call port against the emulator: the number is listed once, as an opt-out.
import { randomUUID } from 'node:crypto';
import { COLLECTIONS, doNotCallId } from '@parley/domain';
import { ToolFailure } from '@parley/runtime';
import { describe, expect, it } from 'vitest';
import { db } from '../lib/firestore';
import { doNotCallList } from './do-not-call-port';

describe('the do-not-call port', () => {
  it('lists the number as an opt-out once, however often the callee asks', async () => {
    const orgId = `org-${randomUUID()}`;
    const list = doNotCallList(orgId);
    await list.add('+1 (201) 555-0142');
    await list.add('+12015550142');
    const entries = await db().collection(COLLECTIONS.doNotCall).where('orgId', '==', orgId).get();
    expect(entries.docs.map((doc) => doc.id)).toEqual([doNotCallId(orgId, '+12015550142')]);
    expect(entries.docs[0]?.data()).toMatchObject({
      phoneNumber: '+12015550142',
      source: 'opt-out',
      addedBy: null,
    });
  });

  it('refuses what is not a phone number as a tool failure', async () => {
    await expect(doNotCallList('org-x').add('anonymous')).rejects.toBeInstanceOf(ToolFailure);
  });
});
