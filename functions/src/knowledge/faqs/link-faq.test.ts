import { COLLECTIONS } from '@parley/domain';
import { describe, expect, it } from 'vitest';
import { db } from '../../lib/firestore';
import { newCaller } from '../../testing/api-client';
import { seedAgent, seedOrg, seedUser, uniqueId } from '../../testing/seed';
import { linkFaqToAgent } from './link-faq';

describe('an FAQ written by a client is linked to its agent', () => {
  it('adds it to faqIds once (also when replayed), and links nothing for a missing FAQ or agent', async () => {
    const owner = newCaller('faq-owner');
    await seedUser(owner);
    const { agent } = await seedAgent(await seedOrg({ owner }));
    const faqIds = async () =>
      (await db().collection(COLLECTIONS.agents).doc(agent.id).get()).get('faqIds') as unknown;
    const writeFaq = async (agentId: string) => {
      const id = uniqueId('faq');
      await db()
        .collection(COLLECTIONS.faqs)
        .doc(id)
        .set({ agentId, question: 'Open on Sunday?', answer: 'No.', createdBy: owner.uid });
      return id;
    };

    const faq = await writeFaq(agent.id);
    expect(await linkFaqToAgent(faq)).toBe(true);
    expect(await linkFaqToAgent(faq)).toBe(true);
    expect(await faqIds()).toEqual([faq]);
    expect(await linkFaqToAgent(uniqueId('faq'))).toBe(false);
    expect(await linkFaqToAgent(await writeFaq(uniqueId('agent')))).toBe(false);
    expect(await faqIds()).toEqual([faq]);
  });
});
