// Changing a document through update-document under version control: a draft's change of a document its
// live agent also links goes to the draft's own copy (sharing the file, with its own Markdown and
// passages), the live agent keeps and answers with the old text until publish, and publish releases the
// original while its file is kept for the copy. docs/knowledge-base.md#changing-a-shared-item
import {
  API_ERROR_REASONS,
  API_ROUTES,
  COLLECTIONS,
  KB_CHUNKS_COLLECTION,
  KB_ERROR_REASONS,
  kbDocumentPath,
} from '@parley/domain';
import { describe, expect, it } from 'vitest';
import { db } from '../../lib/firestore';
import { defaultBucket } from '../../lib/storage';
import { type Caller } from '../../testing/api-client';
import { uniqueId } from '../../testing/seed';
import { copyIdOf } from '../own-copy';
import { outcome, useKnowledgeRoutes } from '../testing/knowledge-route-fixture';

const { member, viewer, stranger, team, post, versionedDraft } = useKnowledgeRoutes('doc-copy');

const update = (caller: Caller, body: Record<string, unknown>) =>
  post(API_ROUTES.updateKnowledgeDocument, caller, { type: 'document', ...body });
const documentIdsOf = async (agentId: string) =>
  (await db().collection(COLLECTIONS.agents).doc(agentId).get()).get('documentIds') as unknown;
const documentOf = async (id: string) => (await db().collection(COLLECTIONS.documents).doc(id).get()).data();
const chunkTextsOf = async (sourceId: string) =>
  (await db().collection(KB_CHUNKS_COLLECTION).where('sourceId', '==', sourceId).get()).docs.map(
    (chunk) => chunk.get('text') as string,
  );
const fileExists = async (path: string) => (await defaultBucket().file(path).exists())[0];

/** The passages `agentId` answers `question` with: source id and text. */
const askAgent = async (agentId: string, question: string) => {
  const answer = await post(API_ROUTES.askKnowledgeBase, member, { agentId, question });
  expect(answer.status).toBe(200);
  return (answer.body.passages as { sourceId: string; text: string }[]).map(({ sourceId, text }) => ({
    sourceId,
    text,
  }));
};

/** Uploads a Markdown file and adds it as a document of `agentId`; answers its id and file path. */
async function addFileDocument(orgId: string, agentId: string, markdown: string, caller: Caller = member) {
  const id = uniqueId('doc');
  const path = kbDocumentPath(orgId, agentId, id, 'hours.md');
  await defaultBucket().file(path).save(markdown, { contentType: 'text/markdown' });
  const added = await post(API_ROUTES.addKnowledgeDocument, caller, {
    type: 'document',
    id,
    agentId,
    name: 'Hours',
    fileName: 'hours.md',
  });
  expect(added).toMatchObject({ status: 200, body: { status: 'ready' } });
  return { id, path };
}

/** An organisation with version control on, its live agent with one document (a file), and the draft. */
async function versionedAgentWithDocument(markdown: string) {
  const { versioned, live, draftId, added } = await versionedDraft((orgId, liveId) =>
    addFileDocument(orgId, liveId, markdown),
  );
  expect(await documentIdsOf(draftId)).toEqual([added.id]);
  return { versioned, live, draftId, ...added };
}

describe('changing a document its live agent also links, on the draft', () => {
  it('changes the draft’s own copy (same file, own Markdown and passages); the live agent keeps answering with the old text; a retry changes the same copy', async () => {
    const { live, draftId, id, path } = await versionedAgentWithDocument(
      '# Hours\n\nWe open at nine in the morning.',
    );
    const edit = {
      agentId: draftId,
      id,
      name: 'Opening hours',
      contentMD: '# Hours\n\nWe open at ten in the morning.',
    };
    const changed = await update(member, edit);
    const copy = copyIdOf(draftId, id);
    expect(changed).toMatchObject({ status: 200, body: { id: copy, type: 'document' } });

    expect(await documentIdsOf(draftId)).toEqual([copy]);
    expect(await documentIdsOf(live.id)).toEqual([id]);
    const original = await documentOf(id);
    expect(original).toMatchObject({
      name: 'Hours',
      contentMD: '# Hours\n\nWe open at nine in the morning.',
    });
    expect(await documentOf(copy)).toMatchObject({
      id: copy,
      agentId: draftId,
      name: 'Opening hours',
      contentMD: '# Hours\n\nWe open at ten in the morning.',
      content: 'Hours\n\nWe open at ten in the morning.',
      status: 'ready',
      fileName: 'hours.md',
      objectUri: original?.objectUri as unknown,
    });
    expect(await chunkTextsOf(id)).toEqual(['We open at nine in the morning.']);
    expect(await chunkTextsOf(copy)).toEqual(['We open at ten in the morning.']);
    expect(await askAgent(live.id, 'When do you open in the morning?')).toContainEqual({
      sourceId: id,
      text: 'We open at nine in the morning.',
    });
    const draftAnswers = await askAgent(draftId, 'When do you open in the morning?');
    expect(draftAnswers).toContainEqual({ sourceId: copy, text: 'We open at ten in the morning.' });
    expect(draftAnswers.map((passage) => passage.sourceId)).not.toContain(id);

    // A retry finds the copy its first attempt made; so does a later change asked for by the old id.
    expect((await update(member, edit)).body).toEqual(changed.body);
    expect(await documentIdsOf(draftId)).toEqual([copy]);
    expect((await update(member, { agentId: draftId, id, active: false })).body).toMatchObject({ id: copy });
    expect(await documentOf(copy)).toMatchObject({ active: false, name: 'Opening hours' });
    expect(await documentOf(id)).toMatchObject({ active: true, name: 'Hours' });

    // The copy downloads the shared file.
    const url = await post(API_ROUTES.knowledgeDocumentUrl, viewer, { id: copy });
    expect(url.status).toBe(200);
    expect(await (await fetch(String(url.body.presignedUrl))).text()).toBe(
      '# Hours\n\nWe open at nine in the morning.',
    );
    expect(await fileExists(path)).toBe(true);
  });

  it('a copy made by renaming or (de)activating gets its own passages; one interrupted before them is rebuilt by a retry', async () => {
    const { draftId, id } = await versionedAgentWithDocument(
      '# Parking\n\nPark the car behind the warehouse.',
    );
    const rename = { agentId: draftId, id, name: 'Parking' };
    const copy = copyIdOf(draftId, id);
    expect((await update(member, rename)).body).toMatchObject({ id: copy });
    expect(await chunkTextsOf(copy)).toEqual(['Park the car behind the warehouse.']);
    expect((await askAgent(draftId, 'Where do I park the car?')).map((p) => p.sourceId)).toContain(copy);

    // As if the first attempt had stopped after its transaction: the copy is there, its passages not.
    const chunks = await db().collection(KB_CHUNKS_COLLECTION).where('sourceId', '==', copy).get();
    await Promise.all(chunks.docs.map((chunk) => chunk.ref.delete()));
    expect((await update(member, rename)).body).toMatchObject({ id: copy });
    expect(await chunkTextsOf(copy)).toEqual(['Park the car behind the warehouse.']);
    expect(await chunkTextsOf(id)).toEqual(['Park the car behind the warehouse.']);
  });

  it('is refused on the live agent under version control', async () => {
    const { live, id } = await versionedAgentWithDocument('# Hours\n\nNine to five.');
    const locked = { status: 400, reason: API_ERROR_REASONS.liveAgentLocked };
    expect(outcome(await update(member, { agentId: live.id, id, name: 'Renamed' }))).toEqual(locked);
    // Without agentId: the agent the document was added to, the live one.
    expect(outcome(await update(member, { id, active: false }))).toEqual(locked);
    expect(await documentOf(id)).toMatchObject({ name: 'Hours', active: true });
  });
});

describe('publishing a draft that changed a shared document', () => {
  it('switches the live agent to the copy and releases the original, keeping the file the copy uses until it goes too', async () => {
    const { versioned, live, draftId, id, path } = await versionedAgentWithDocument(
      '# Repairs\n\nA puncture repair takes one day.',
    );
    const copy = copyIdOf(draftId, id);
    const edit = { agentId: draftId, id, contentMD: '# Repairs\n\nA puncture repair takes one hour.' };
    expect((await update(member, edit)).body).toMatchObject({ id: copy });

    expect((await post(API_ROUTES.publishAgent, member, { draftAgentId: draftId })).status).toBe(200);
    expect(await documentIdsOf(live.id)).toEqual([copy]);
    expect(await documentOf(id)).toBeUndefined();
    expect(await chunkTextsOf(id)).toEqual([]);
    expect(await fileExists(path)).toBe(true);
    const answers = await askAgent(live.id, 'How long does a puncture repair take?');
    expect(answers).toContainEqual({ sourceId: copy, text: 'A puncture repair takes one hour.' });
    expect(answers.map((passage) => passage.sourceId)).not.toContain(id);

    // The file goes with the last record that points to it, the copy, once no agent links that.
    await db().collection(COLLECTIONS.orgs).doc(versioned.id).update({ enableAgentVersionControl: false });
    const remove = (agentId: string) =>
      post(API_ROUTES.deleteKnowledgeDocument, member, { id: copy, type: 'document', agentId });
    expect((await remove(live.id)).body).toMatchObject({ deleted: false });
    expect(await fileExists(path)).toBe(true);
    expect((await remove(draftId)).body).toMatchObject({ deleted: true });
    expect(await fileExists(path)).toBe(false);
  });
});

describe('changing a document no other agent links', () => {
  it('changes it in place, without and with agentId; a retry changes nothing more', async () => {
    const { id, path } = await addFileDocument(team.org.id, team.agent.id, '# Returns\n\nThirty days.');
    const renamed = await update(member, { id, name: 'Returns policy' });
    expect(renamed).toMatchObject({ status: 200, body: { id, type: 'document' } });
    const edit = { agentId: team.agent.id, id, contentMD: '# Returns\n\nSixty days.' };
    const edited = await update(member, edit);
    expect(edited.body).toEqual(renamed.body);
    expect((await update(member, edit)).body).toEqual(edited.body);
    expect(await documentIdsOf(team.agent.id)).toContain(id);
    expect(await documentIdsOf(team.agent.id)).not.toContain(copyIdOf(team.agent.id, id));
    expect(await documentOf(id)).toMatchObject({
      name: 'Returns policy',
      contentMD: '# Returns\n\nSixty days.',
    });
    expect(await chunkTextsOf(id)).toEqual(['Sixty days.']);
    expect(await fileExists(path)).toBe(true);
  });

  it('(de)activating it keeps its passages as they are: nothing is re-indexed', async () => {
    const { id } = await addFileDocument(team.org.id, team.agent.id, '# Bikes\n\nWe sell bikes.');
    const writtenAt = async () =>
      (await db().collection(KB_CHUNKS_COLLECTION).where('sourceId', '==', id).get()).docs.map((chunk) =>
        chunk.updateTime.toMillis(),
      );
    const indexed = await writtenAt();
    expect(indexed).toHaveLength(1);
    expect((await update(member, { id, active: false })).body).toMatchObject({ id });
    expect((await update(member, { agentId: team.agent.id, id, active: true })).body).toMatchObject({ id });
    expect(await documentOf(id)).toMatchObject({ active: true });
    expect(await writtenAt()).toEqual(indexed);
  });

  it("refuses a VIEWER, another organisation's document and another organisation's agent", async () => {
    const { id: mine } = await addFileDocument(team.org.id, team.agent.id, '# Mine\n\nOurs.');
    const { id: theirs } = await addFileDocument(
      team.otherAgent.orgId,
      team.otherAgent.id,
      '# Theirs\n\nNot yours.',
      stranger,
    );
    const cases: [Caller, Record<string, unknown>, number, string][] = [
      [viewer, { id: mine, name: 'X' }, 403, API_ERROR_REASONS.insufficientRole],
      [viewer, { agentId: team.agent.id, id: mine, active: false }, 403, API_ERROR_REASONS.insufficientRole],
      [member, { agentId: team.agent.id, id: theirs, name: 'X' }, 404, KB_ERROR_REASONS.documentNotFound],
      [member, { id: theirs, name: 'X' }, 403, API_ERROR_REASONS.notOrgMember],
      [member, { agentId: team.otherAgent.id, id: theirs, name: 'X' }, 403, API_ERROR_REASONS.notOrgMember],
      [
        member,
        { agentId: team.agent.id, id: uniqueId('doc'), name: 'X' },
        404,
        KB_ERROR_REASONS.documentNotFound,
      ],
      [member, { agentId: 'a/b', id: mine, name: 'X' }, 400, API_ERROR_REASONS.invalidInput],
    ];
    for (const [caller, body, status, reason] of cases) {
      expect(outcome(await update(caller, body))).toEqual({ status, reason });
    }
    expect(await documentOf(mine)).toMatchObject({ name: 'Hours', active: true });
    expect(await documentOf(theirs)).toMatchObject({ name: 'Hours', contentMD: '# Theirs\n\nNot yours.' });
    expect(await documentOf(copyIdOf(team.agent.id, theirs))).toBeUndefined();
  });
});
