import {
  API_ERROR_REASONS,
  API_ROUTES,
  apiPath,
  COLLECTIONS,
  KB_CHUNKS_COLLECTION,
  KB_ERROR_REASONS,
  kbDocumentPath,
  MSG_KB_UNSUPPORTED_FILE,
  MSG_KB_WEBSITE_ID_TAKEN,
  MSG_WEBSITE_LIMIT_REACHED,
  websiteSchema,
  type Agent,
  type Organisation,
} from '@parley/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { db } from '../../lib/firestore';
import { defaultBucket } from '../../lib/storage';
import { newCaller, useApi, type Caller } from '../../testing/api-client';
import { seedAgent, seedOrg, seedUser, uniqueId } from '../../testing/seed';
import { runCrawlJob } from '../crawl/crawl-job';
import { outcome } from '../testing/knowledge-route-fixture';
import { buildPdf } from '../testing/pdf-fixture';
import { FIXTURE_HOST, startFixtureSite, type FixtureSite } from '../testing/fixture-site';

const api = useApi();

const owner = newCaller('owner');
const member = newCaller('member');
const viewer = newCaller('viewer');
const stranger = newCaller('stranger');
const admin = newCaller('admin');
let org: Organisation;
let agent: Agent;
let otherAgent: Agent;
let site: FixtureSite;

beforeAll(async () => {
  site = await startFixtureSite();
  // How `npm start` exposes its fake website to the guard (honoured under the Functions emulator only).
  vi.stubEnv('FUNCTIONS_EMULATOR', 'true');
  vi.stubEnv('PARLEY_OUTBOUND_LOCAL_HOSTS', `${FIXTURE_HOST}:${new URL(site.origin).port}`);
  vi.stubEnv('KB_EMBEDDER', 'hashing');
  await Promise.all([owner, member, stranger].map((caller) => seedUser(caller)));
  await seedUser(viewer, { role: 'VIEWER' });
  await seedUser(admin, { role: 'ADMIN' });
  org = await seedOrg({ owner, members: [member, viewer, admin] });
  ({ agent } = await seedAgent(org));
  ({ agent: otherAgent } = await seedAgent(await seedOrg({ owner: stranger })));
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await site.close();
});

const post = (route: { path: string }, caller: Caller, body: unknown) =>
  api('POST', route.path, { caller, body });
const ask = (question: string, caller: Caller = member) =>
  post(API_ROUTES.askKnowledgeBase, caller, { agentId: agent.id, question });

const chunksOf = async (sourceId: string) =>
  (await db().collection(KB_CHUNKS_COLLECTION).where('sourceId', '==', sourceId).get()).docs;

describe('documents', () => {
  it('indexes typed Markdown: ready, retrievable with source and link, listed by GET /object/kb, checklist ticked', async () => {
    const id = uniqueId('doc');
    const added = await post(API_ROUTES.addKnowledgeDocument, member, {
      type: 'document',
      id,
      agentId: agent.id,
      name: 'Opening hours',
      contentMD:
        '# Opening hours\n\nWe are open Monday to Friday from 9am to 6pm.\n\n# Parking\n\nFree parking behind the shop.',
    });
    expect(added).toMatchObject({ status: 200, body: { id, status: 'ready' } });

    const answer = await ask('When are you open on Monday?', viewer);
    expect(answer.status).toBe(200);
    expect(answer.body.passages).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          source: 'document',
          sourceId: id,
          title: 'Opening hours',
          text: 'We are open Monday to Friday from 9am to 6pm.',
          link: `/agent/${agent.id}/knowledge?document=${id}`,
        }),
      ]),
    );
    expect((answer.body.passages as { sourceId: string }[])[0]?.sourceId).toBe(id);

    const listed = await api('GET', apiPath(API_ROUTES.getKnowledgeBase, { agentId: agent.id }), {
      caller: viewer,
    });
    expect(listed.body).toMatchObject({ status: 'success' });
    expect(listed.body.data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          id,
          name: 'Opening hours',
          active: true,
          agent_id: agent.id,
          presigned_url: null,
        }),
      ]),
    );
    const profile = await db().collection(COLLECTIONS.users).doc(member.uid).get();
    expect(profile.get('newUserCheckList.hasAddedKnowledgeBase')).toBe(true);
    const agentDoc = await db().collection(COLLECTIONS.agents).doc(agent.id).get();
    expect(agentDoc.get('documentIds')).toContain(id);
  });

  it('converts an uploaded PDF, edits re-index it, inactive ones are not retrieved, delete removes chunks and file', async () => {
    const id = uniqueId('doc');
    const path = kbDocumentPath(org.id, agent.id, id, 'menu.pdf');
    await defaultBucket()
      .file(path)
      .save(
        Buffer.from(
          buildPdf([[{ text: 'Menu', size: 24 }, { text: 'A flat white costs four dollars fifty.' }]]),
        ),
        {
          contentType: 'application/pdf',
        },
      );
    const added = await post(API_ROUTES.addKnowledgeDocument, member, {
      type: 'document',
      id,
      agentId: agent.id,
      name: 'Menu',
      fileName: 'menu.pdf',
    });
    expect(added.body).toMatchObject({ status: 'ready' });
    const stored = await db().collection(COLLECTIONS.documents).doc(id).get();
    expect(stored.get('contentMD')).toBe('# Menu\n\nA flat white costs four dollars fifty.');
    expect(stored.get('content')).toBe('Menu\n\nA flat white costs four dollars fifty.');

    const url = await post(API_ROUTES.knowledgeDocumentUrl, viewer, { id });
    expect(url.status).toBe(200);
    const download = await fetch(String(url.body.presignedUrl));
    expect(download.status).toBe(200);
    expect(
      Buffer.from(await download.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    const edited = await post(API_ROUTES.updateKnowledgeDocument, member, {
      id,
      type: 'document',
      contentMD: '# Menu\n\nA long black costs three dollars eighty.',
    });
    expect(edited.status).toBe(200);
    expect((await ask('how much is a long black')).body.passages).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ sourceId: id, text: 'A long black costs three dollars eighty.' }),
      ]),
    );

    await post(API_ROUTES.updateKnowledgeDocument, member, { id, type: 'document', active: false });
    const inactive = (await ask('how much is a long black')).body.passages as { sourceId: string }[];
    expect(inactive.some((passage) => passage.sourceId === id)).toBe(false);

    expect(await chunksOf(id)).not.toHaveLength(0);
    const deleted = await post(API_ROUTES.deleteKnowledgeDocument, member, { id, type: 'document' });
    expect(deleted.body).toMatchObject({ deleted: true });
    expect(await chunksOf(id)).toHaveLength(0);
    expect((await defaultBucket().file(path).exists())[0]).toBe(false);
    expect((await db().collection(COLLECTIONS.documents).doc(id).get()).exists).toBe(false);
    // A retried delete answers the same, without effect.
    expect((await post(API_ROUTES.deleteKnowledgeDocument, member, { id, type: 'document' })).body).toEqual(
      deleted.body,
    );
  });

  it('marks a file that cannot be converted as failed, with the reason', async () => {
    const id = uniqueId('doc');
    await defaultBucket()
      .file(kbDocumentPath(org.id, agent.id, id, 'scan.pdf'))
      .save(Buffer.from(buildPdf([[]])));
    const added = await post(API_ROUTES.addKnowledgeDocument, member, {
      type: 'document',
      id,
      agentId: agent.id,
      name: 'Scan',
      fileName: 'scan.pdf',
    });
    expect(added.body).toMatchObject({
      status: 'failed',
      statusReason: expect.stringMatching(/no text layer/) as unknown,
    });
  });

  it('refuses bad input, viewers, strangers and unsupported files', async () => {
    const base = { type: 'document', id: uniqueId('doc'), agentId: agent.id, name: 'X', contentMD: 'x' };
    const cases: [Caller, unknown, number, string][] = [
      [member, { ...base, id: undefined }, 400, API_ERROR_REASONS.invalidInput],
      [member, { ...base, agentId: 42 }, 400, API_ERROR_REASONS.invalidInput],
      [member, { ...base, name: 'y'.repeat(201) }, 400, API_ERROR_REASONS.invalidInput],
      [
        member,
        { ...base, contentMD: undefined, fileName: 'virus.exe' },
        400,
        KB_ERROR_REASONS.unsupportedFile,
      ],
      [viewer, base, 403, API_ERROR_REASONS.insufficientRole],
      [member, { ...base, agentId: otherAgent.id }, 403, API_ERROR_REASONS.notOrgMember],
    ];
    for (const [caller, body, status, reason] of cases) {
      expect(outcome(await post(API_ROUTES.addKnowledgeDocument, caller, body))).toEqual({ status, reason });
    }
    const unsupported = await post(API_ROUTES.addKnowledgeDocument, member, {
      ...base,
      contentMD: undefined,
      fileName: 'a.exe',
    });
    expect(unsupported.body.error?.message).toBe(MSG_KB_UNSUPPORTED_FILE);
    expect((await ask('anything', stranger)).status).toBe(403);
  });

  it('under version control, adds and deletes on the draft and refuses the live agent', async () => {
    const versioned = await seedOrg({ owner, members: [member] });
    const { agent: live } = await seedAgent(versioned);
    const existing = {
      type: 'document',
      id: uniqueId('doc'),
      agentId: live.id,
      name: 'Hours',
      contentMD: '# 9-5',
    };
    expect((await post(API_ROUTES.addKnowledgeDocument, member, existing)).status).toBe(200);
    await db().collection(COLLECTIONS.orgs).doc(versioned.id).update({ enableAgentVersionControl: true });
    const { agent: draft } = await seedAgent(versioned, { isDraft: true, sourceAgentId: live.id });
    const locked = { status: 400, reason: API_ERROR_REASONS.liveAgentLocked };

    const added = { ...existing, id: uniqueId('doc'), name: 'Prices' };
    expect(outcome(await post(API_ROUTES.addKnowledgeDocument, member, added))).toEqual(locked);
    const website = { type: 'website', id: uniqueId('site'), agentId: live.id, url: site.origin };
    expect(outcome(await post(API_ROUTES.addKnowledgeDocument, member, website))).toEqual(locked);
    const removed = { type: 'document', id: existing.id };
    expect(outcome(await post(API_ROUTES.deleteKnowledgeDocument, member, removed))).toEqual(locked);
    expect((await db().collection(COLLECTIONS.agents).doc(live.id).get()).get('documentIds')).toEqual([
      existing.id,
    ]);

    expect(
      (await post(API_ROUTES.addKnowledgeDocument, member, { ...added, agentId: draft.id })).status,
    ).toBe(200);
    expect((await db().collection(COLLECTIONS.agents).doc(draft.id).get()).get('documentIds')).toEqual([
      added.id,
    ]);
    expect(
      (await post(API_ROUTES.deleteKnowledgeDocument, member, { type: 'document', id: added.id })).status,
    ).toBe(200);
    expect((await db().collection(COLLECTIONS.agents).doc(draft.id).get()).get('documentIds')).toEqual([]);
  });
});

describe('deleting under version control', () => {
  const agentField = async (agentId: string, field: string) =>
    (await db().collection(COLLECTIONS.agents).doc(agentId).get()).get(field) as unknown;
  const documentExists = async (id: string) =>
    (await db().collection(COLLECTIONS.documents).doc(id).get()).exists;

  it('on a draft unlinks (the live agent keeps the document); publish deletes it with its chunks and file', async () => {
    const versioned = await seedOrg({ owner, members: [member] });
    const { agent: live } = await seedAgent(versioned);
    const id = uniqueId('doc');
    const path = kbDocumentPath(versioned.id, live.id, id, 'hours.md');
    await defaultBucket()
      .file(path)
      .save('# Hours\n\nOpen from nine to five.', { contentType: 'text/markdown' });
    const added = await post(API_ROUTES.addKnowledgeDocument, member, {
      type: 'document',
      id,
      agentId: live.id,
      name: 'Hours',
      fileName: 'hours.md',
    });
    expect(added).toMatchObject({ status: 200, body: { status: 'ready' } });
    await db().collection(COLLECTIONS.orgs).doc(versioned.id).update({ enableAgentVersionControl: true });
    const draft = await post(API_ROUTES.ensureAgentDraft, member, { agentId: live.id });
    const draftId = (draft.body.data as { draftAgentId: string }).draftAgentId;
    expect(await agentField(draftId, 'documentIds')).toEqual([id]);

    const removed = { id, type: 'document', agentId: draftId };
    const unlinked = await post(API_ROUTES.deleteKnowledgeDocument, member, removed);
    expect(unlinked).toMatchObject({ status: 200, body: { id, type: 'document', deleted: false } });
    expect(await agentField(draftId, 'documentIds')).toEqual([]);
    expect(await agentField(live.id, 'documentIds')).toEqual([id]);
    expect(await documentExists(id)).toBe(true);
    expect(await chunksOf(id)).not.toHaveLength(0);
    // A retried delete answers the same.
    expect((await post(API_ROUTES.deleteKnowledgeDocument, member, removed)).body).toEqual(unlinked.body);

    expect((await post(API_ROUTES.publishAgent, member, { draftAgentId: draftId })).status).toBe(200);
    expect(await agentField(live.id, 'documentIds')).toEqual([]);
    expect(await documentExists(id)).toBe(false);
    expect(await chunksOf(id)).toHaveLength(0);
    expect((await defaultBucket().file(path).exists())[0]).toBe(false);
    expect((await post(API_ROUTES.deleteKnowledgeDocument, member, removed)).body).toMatchObject({
      deleted: true,
    });
  });

  it("refuses to remove another organisation's document through an agent that does not link it", async () => {
    const id = uniqueId('doc');
    const added = { type: 'document', id, agentId: otherAgent.id, name: 'Theirs', contentMD: '# Theirs' };
    expect((await post(API_ROUTES.addKnowledgeDocument, stranger, added)).status).toBe(200);
    const refused = await post(API_ROUTES.deleteKnowledgeDocument, member, {
      id,
      type: 'document',
      agentId: agent.id,
    });
    expect(refused.body.error?.details?.reason).toBe(KB_ERROR_REASONS.documentNotFound);
    expect(await documentExists(id)).toBe(true);
  });
});

describe('retrieval follows the knowledge links', () => {
  const askAgent = async (agentId: string, question: string) => {
    const answer = await post(API_ROUTES.askKnowledgeBase, member, { agentId, question });
    expect(answer.status).toBe(200);
    return (answer.body.passages as { sourceId: string }[]).map((passage) => passage.sourceId);
  };
  const listed = async (agentId: string) => {
    const answer = await api('GET', apiPath(API_ROUTES.getKnowledgeBase, { agentId }), { caller: member });
    expect(answer.status).toBe(200);
    return (answer.body.data as { id: string }[]).map((entry) => entry.id);
  };
  const addDocument = async (agentId: string, name: string, contentMD: string) => {
    const id = uniqueId('doc');
    const added = await post(API_ROUTES.addKnowledgeDocument, member, {
      type: 'document',
      id,
      agentId,
      name,
      contentMD,
    });
    expect(added).toMatchObject({ status: 200, body: { status: 'ready' } });
    return id;
  };

  it("a draft finds the live agent's documents and its own; the live agent finds the draft's after publish, not before; one the draft unlinks leaves the draft's answers", async () => {
    const versioned = await seedOrg({ owner, members: [member] });
    const { agent: live } = await seedAgent(versioned);
    const parking = await addDocument(live.id, 'Parking', '# Parking\n\nPark the car behind the warehouse.');
    const returns = await addDocument(
      live.id,
      'Returns',
      '# Returns\n\nReturn a bicycle within thirty days.',
    );
    // A FAQ of the live agent: its draft answers with it.
    const faq = uniqueId('faq');
    const faqs = [{ id: faq, question: 'Do you sell helmets?', answer: 'Yes, from twenty euros.' }];
    expect((await post(API_ROUTES.addKnowledgeFaqs, member, { agentId: live.id, faqs })).status).toBe(200);
    await db().collection(COLLECTIONS.orgs).doc(versioned.id).update({ enableAgentVersionControl: true });
    const draft = await post(API_ROUTES.ensureAgentDraft, member, { agentId: live.id });
    const draftId = (draft.body.data as { draftAgentId: string }).draftAgentId;

    expect(await askAgent(draftId, 'Where do I park the car?')).toContain(parking);
    expect(await askAgent(draftId, 'Do you sell helmets?')).toContain(faq);
    expect(await listed(draftId)).toEqual(expect.arrayContaining([parking, returns]));
    const rental = await addDocument(draftId, 'Rental', '# Rental\n\nRent a tandem for twenty euros a day.');
    expect(await askAgent(draftId, 'Can I rent a tandem?')).toContain(rental);
    expect(await askAgent(live.id, 'Can I rent a tandem?')).not.toContain(rental);
    expect(await listed(live.id)).not.toContain(rental);
    const unlinked = await post(API_ROUTES.deleteKnowledgeDocument, member, {
      id: returns,
      type: 'document',
      agentId: draftId,
    });
    expect(unlinked.body).toMatchObject({ deleted: false });
    expect(await askAgent(draftId, 'How do I return a bicycle?')).not.toContain(returns);
    expect(await askAgent(live.id, 'How do I return a bicycle?')).toContain(returns);

    expect((await post(API_ROUTES.publishAgent, member, { draftAgentId: draftId })).status).toBe(200);
    expect(await askAgent(live.id, 'Can I rent a tandem?')).toContain(rental);
    expect(await askAgent(live.id, 'Where do I park the car?')).toContain(parking);
    expect(await listed(live.id)).toEqual(expect.arrayContaining([parking, rental]));
    expect(await listed(live.id)).not.toContain(returns);
  });
});

describe('websites', () => {
  const readWebsite = async (id: string) =>
    websiteSchema.parse({ ...(await db().collection(COLLECTIONS.websites).doc(id).get()).data(), id });

  it('crawls a site as a job, answers from its pages, re-crawls reporting what changed; the plan limits websites', async () => {
    const queued = await post(API_ROUTES.crawlWebsite, member, {
      url: `${site.origin}/`,
      agentId: agent.id,
      limit: 20,
      maxDepth: 2,
      excludePaths: ['/loop-*'],
    });
    expect(queued).toMatchObject({ status: 200, body: { state: 'queued' } });
    const websiteId = String(queued.body.websiteId);
    let website = await readWebsite(websiteId);
    expect(website).toMatchObject({ orgId: org.id, limit: 20, maxDepth: 2, excludePaths: ['/loop-*'] });
    await runCrawlJob(websiteId, website.crawl.runId);

    website = await readWebsite(websiteId);
    expect(website.crawl).toMatchObject({ state: 'done', fetched: 7 });
    expect(website.pageCount).toBe(7);
    const answer = await ask('how much does a basic service cost');
    expect(answer.body.passages).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ source: 'website', sourceId: websiteId, link: `${site.origin}/pricing` }),
      ]),
    );

    // A FREE owner has one website: a second is refused, except for a platform ADMIN.
    const second = await post(API_ROUTES.crawlWebsite, member, {
      url: `${site.origin}/blog`,
      agentId: agent.id,
    });
    expect(second.status).toBe(403);
    expect(second.body.error).toMatchObject({
      message: MSG_WEBSITE_LIMIT_REACHED,
      details: { reason: KB_ERROR_REASONS.websiteLimit },
    });
    const byAdmin = await post(API_ROUTES.crawlWebsite, admin, {
      url: `${site.origin}/blog`,
      agentId: agent.id,
    });
    expect(byAdmin.status).toBe(200);
    // A retried add of the same website answers it again, even at the limit; another organisation's
    // agent cannot take its id.
    const websiteAdd = { type: 'website', id: websiteId, url: `${site.origin}/`, name: 'Shop' };
    const retried = await post(API_ROUTES.addKnowledgeDocument, member, { ...websiteAdd, agentId: agent.id });
    expect(retried).toMatchObject({ status: 200, body: { id: websiteId } });
    const taken = await post(API_ROUTES.addKnowledgeDocument, stranger, {
      ...websiteAdd,
      agentId: otherAgent.id,
    });
    expect(taken.status).toBe(409);
    expect(taken.body.error).toMatchObject({
      message: MSG_KB_WEBSITE_ID_TAKEN,
      details: { reason: KB_ERROR_REASONS.websiteIdTaken },
    });
    expect((await readWebsite(websiteId)).agentId).toBe(agent.id);

    // Re-crawl after a page changed: only that page is reported and re-indexed.
    const pricingChunks = (await chunksOf(websiteId)).filter(
      (doc) => doc.get('link') === `${site.origin}/pricing`,
    );
    const aboutChunk = (await chunksOf(websiteId)).find((doc) => doc.get('link') === `${site.origin}/about`);
    site.pages.set('/pricing', site.pages.get('/pricing')?.replace('$79', '$89') ?? '');
    try {
      const again = await post(API_ROUTES.crawlWebsite, member, {
        url: `${site.origin}/`,
        agentId: agent.id,
        websiteId,
        limit: 20,
        maxDepth: 2,
        excludePaths: ['/loop-*'],
      });
      expect(again.status).toBe(200);
      await runCrawlJob(websiteId, (await readWebsite(websiteId)).crawl.runId);
      website = await readWebsite(websiteId);
      expect(website.lastChanges).toEqual({
        added: [],
        removed: [],
        changed: [
          {
            url: `${site.origin}/pricing`,
            diff: [
              { op: '-', line: 'A basic service costs $79.' },
              { op: '+', line: 'A basic service costs $89.' },
            ],
          },
        ],
        unchanged: 6,
      });
      const after = await chunksOf(websiteId);
      expect(after.find((doc) => doc.id === pricingChunks[0]?.id)?.get('text')).toContain('$89');
      // The unchanged page's chunk was not rewritten.
      if (!aboutChunk) throw new Error('The about page was not indexed');
      const aboutAfter = after.find((doc) => doc.id === aboutChunk.id);
      expect(aboutAfter?.updateTime.isEqual(aboutChunk.updateTime)).toBe(true);
    } finally {
      site.pages.set('/pricing', site.pages.get('/pricing')?.replace('$89', '$79') ?? '');
    }

    // Cancelling a queued crawl stops it before it runs; nothing to cancel afterwards.
    await post(API_ROUTES.crawlWebsite, member, { url: `${site.origin}/`, agentId: agent.id, websiteId });
    expect((await post(API_ROUTES.cancelCrawl, member, { websiteId })).body).toMatchObject({
      state: 'cancelled',
    });
    expect((await post(API_ROUTES.cancelCrawl, member, { websiteId })).status).toBe(400);

    // Deleting the website removes its pages and chunks.
    await post(API_ROUTES.deleteKnowledgeDocument, member, { id: websiteId, type: 'website' });
    expect(await chunksOf(websiteId)).toHaveLength(0);
  });

  it('converts one page to Markdown through the guard, and refuses private addresses', async () => {
    const page = await post(API_ROUTES.convertToMarkdown, member, { url: `${site.origin}/pricing` });
    expect(page.body).toEqual({
      url: `${site.origin}/pricing`,
      title: 'Pricing',
      contentMD: expect.stringContaining('A basic service costs $79.') as unknown,
    });
    const refused = await post(API_ROUTES.convertToMarkdown, member, {
      url: 'http://169.254.169.254/latest/meta-data',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error?.details).toMatchObject({ reason: 'outbound-refused' });
  });
});
