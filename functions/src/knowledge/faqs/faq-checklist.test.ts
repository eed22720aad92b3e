import { COLLECTIONS } from '@parley/domain';
import { describe, expect, it } from 'vitest';
import { db } from '../../lib/firestore';
import { newCaller } from '../../testing/api-client';
import { seedUser } from '../../testing/seed';
import { markFaqAuthorChecklist } from './faq-checklist';

describe("an FAQ ticks its author's checklist", () => {
  it('sets hasAddedKnowledgeBase, again without change, and skips a missing profile', async () => {
    const author = newCaller('faq-author');
    await seedUser(author);
    const flag = async () =>
      (await db().collection(COLLECTIONS.users).doc(author.uid).get()).get(
        'newUserCheckList.hasAddedKnowledgeBase',
      ) as unknown;

    expect(await flag()).toBe(false);
    expect(await markFaqAuthorChecklist(author.uid)).toBe(true);
    expect(await flag()).toBe(true);
    expect(await markFaqAuthorChecklist(author.uid)).toBe(true);
    expect(await flag()).toBe(true);
    expect(await markFaqAuthorChecklist('nobody-here')).toBe(false);
  });
});
