// A search right after any knowledge edit sees it: on a draft or a live agent, for FAQs, documents and
// websites, whichever instance made the edit (an instance's index is reused only while the agent's links
// and linked items are unchanged), and an FAQ competes with document passages on equal terms.
// docs/knowledge-base.md#retrieval
import { API_ROUTES, COLLECTIONS } from '@parley/domain';
import { FieldValue } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { db } from '../../lib/firestore';
import { uniqueId } from '../../testing/seed';
import { replaceChunks } from '../kb-store';
import { useKnowledgeRoutes } from '../testing/knowledge-route-fixture';
import { SEED_DOCUMENTS } from '../testing/seed-documents';
import { askKnowledgeBase } from './knowledge-service';
import { hashingEmbedder } from './embedder';

const { member, team, post, versionedDraft } = useKnowledgeRoutes('fresh');

const TEST_RIDE = 'Can I take a bike for a test ride?';
const E_BIKES = 'Do you sell e-bikes?';

/** What the workspace's "Ask your knowledge base" answers: the route, with its default limit. */
async function askRoute(agentId: string, question: string): Promise<string[]> {
  const answer = await post(API_ROUTES.askKnowledgeBase, member, { agentId, question });
  expect(answer.status).toBe(200);
  return (answer.body.passages as { sourceId: string }[]).map((passage) => passage.sourceId);
}

/** What this instance answers, its cached index included (as an instance that did not make the edit). */
const askHere = async (agentId: string, question: string) =>
  (await askKnowledgeBase(agentId, question, 5, hashingEmbedder())).map((passage) => passage.sourceId);

async function addFaq(agentId: string, question: string, answer: string): Promise<string> {
  const id = uniqueId('faq');
  const added = await post(API_ROUTES.addKnowledgeFaqs, member, {
    agentId,
    faqs: [{ id, question, answer }],
  });
  expect(added.status).toBe(200);
  return id;
}

async function addMarkdown(agentId: string, name: string, contentMD: string): Promise<string> {
  const id = uniqueId('doc');
  const added = await post(API_ROUTES.addKnowledgeDocument, member, {
    type: 'document',
    id,
    agentId,
    name,
    contentMD,
  });
  expect(added.status).toBe(200);
  return id;
}

describe('knowledge search after an edit', () => {
  it('on a draft with many documents finds the live FAQ and one just added with the exact question', async () => {
    const { draftId, added } = await versionedDraft(async (_orgId, liveId) => {
      // A shop's worth of documents: plenty of passages about bikes, which rank by keyword and by vector.
      await Promise.all(SEED_DOCUMENTS.map((doc) => addMarkdown(liveId, doc.name, doc.markdown)));
      return addFaq(liveId, TEST_RIDE, 'Yes. Test rides are free; bring a photo ID.');
    });
    expect(await askRoute(draftId, TEST_RIDE)).toContain(added);
    const eBikes = await addFaq(draftId, E_BIKES, 'Yes, from three brands.');
    expect(await askRoute(draftId, E_BIKES)).toContain(eBikes);
    expect((await askRoute(draftId, E_BIKES))[0]).toBe(eBikes);
  });

  it("sees FAQ, document and link changes made by another instance while this one's index is warm", async () => {
    const agentId = team.agent.id;
    const guide = await addMarkdown(agentId, 'Guide', '# Parking\n\nFree parking behind the shop.');
    expect(await askHere(agentId, 'Where can I park?')).toContain(guide);

    // Another instance adds an FAQ: its record and the agent's link, nothing in this instance dropped.
    const faq = uniqueId('faq');
    await db().collection(COLLECTIONS.faqs).doc(faq).set({
      id: faq,
      agentId,
      question: 'Do you sell helmets?',
      answer: 'Yes, from twenty euros.',
      createdBy: member.uid,
    });
    await db()
      .collection(COLLECTIONS.agents)
      .doc(agentId)
      .update({ faqIds: FieldValue.arrayUnion(faq) });
    expect(await askHere(agentId, 'Do you sell helmets?')).toContain(faq);

    // …changes its answer.
    await db().collection(COLLECTIONS.faqs).doc(faq).update({ answer: 'Only children’s helmets, sadly.' });
    expect(await askHere(agentId, 'children helmets')).toContain(faq);
    const [top] = await askKnowledgeBase(agentId, 'Do you sell helmets?', 1, hashingEmbedder());
    expect(top?.text).toContain('Only children’s helmets');

    // …switches the document off.
    await db().collection(COLLECTIONS.documents).doc(guide).update({ active: false });
    expect(await askHere(agentId, 'Where can I park?')).not.toContain(guide);
    await db().collection(COLLECTIONS.documents).doc(guide).update({ active: true });
    expect(await askHere(agentId, 'Where can I park?')).toContain(guide);

    // …re-indexes the document's text (its chunks, then its record, as process-document does).
    const rewritten = '# Bike storage\n\nOvernight bike storage costs five dollars.';
    await replaceChunks(
      { agentId, source: 'document', sourceId: guide, pageKey: '', title: 'Guide', link: '' },
      rewritten,
    );
    await db().collection(COLLECTIONS.documents).doc(guide).update({ contentMD: rewritten });
    expect(await askHere(agentId, 'overnight storage')).toContain(guide);

    // …unlinks the FAQ.
    await db()
      .collection(COLLECTIONS.agents)
      .doc(agentId)
      .update({ faqIds: FieldValue.arrayRemove(faq) });
    expect(await askHere(agentId, 'Do you sell helmets?')).not.toContain(faq);
  });

  it("sees a website's re-crawled pages once the crawl's record is written", async () => {
    const agentId = team.agent.id;
    const website = uniqueId('site');
    const source = { agentId, source: 'website' as const, sourceId: website, pageKey: 'p1', title: 'Home' };
    await db()
      .collection(COLLECTIONS.websites)
      .doc(website)
      .set({
        id: website,
        agentId,
        url: 'https://shop.example/',
        active: true,
        crawl: { state: 'running' },
      });
    await replaceChunks({ ...source, link: 'https://shop.example/' }, '# Rentals\n\nTandems for rent.');
    await db()
      .collection(COLLECTIONS.agents)
      .doc(agentId)
      .update({ websiteIds: FieldValue.arrayUnion(website) });
    expect(await askHere(agentId, 'tandems')).toContain(website);

    await replaceChunks({ ...source, link: 'https://shop.example/' }, '# Rentals\n\nCargo bikes for rent.');
    await db().collection(COLLECTIONS.websites).doc(website).update({ 'crawl.state': 'done' });
    expect(await askHere(agentId, 'cargo')).toContain(website);
  });
});
