// FAQs through their routes: added and linked at once, changed in place or (when another agent links
// them) as a copy, and deleted as an unlink that deletes the FAQ with its last link — so a draft never
// changes or deletes its live agent's FAQ. docs/knowledge-base.md#faqs
import { API_ERROR_REASONS, API_ROUTES, COLLECTIONS, KB_ERROR_REASONS } from '@parley/domain';
import { describe, expect, it } from 'vitest';
import { db } from '../../lib/firestore';
import { type Caller } from '../../testing/api-client';
import { seedAgent, uniqueId } from '../../testing/seed';
import { copyIdOf } from '../own-copy';
import { outcome, useKnowledgeRoutes } from '../testing/knowledge-route-fixture';

const { member, viewer, stranger, team, post, versionedDraft } = useKnowledgeRoutes('faq');

const faqIdsOf = async (agentId: string) =>
  (await db().collection(COLLECTIONS.agents).doc(agentId).get()).get('faqIds') as unknown;
const faqOf = async (id: string) => (await db().collection(COLLECTIONS.faqs).doc(id).get()).data();

/** Adds one FAQ to `agentId` as `caller`; answers its id. */
async function addFaq(agentId: string, question: string, answer: string, caller: Caller = member) {
  const id = uniqueId('faq');
  const added = await post(API_ROUTES.addKnowledgeFaqs, caller, {
    agentId,
    faqs: [{ id, question, answer }],
  });
  expect(added).toMatchObject({ status: 200, body: { ids: [id] } });
  return id;
}

/** An organisation with version control on, its live agent (with one FAQ) and the live agent's draft. */
async function versionedAgentWithFaq(question: string, answer: string) {
  const {
    live,
    draftId,
    added: faq,
  } = await versionedDraft((_orgId, liveId) => addFaq(liveId, question, answer));
  expect(await faqIdsOf(draftId)).toEqual([faq]);
  return { live, draftId, faq };
}

const askAgent = async (agentId: string, question: string) => {
  const answer = await post(API_ROUTES.askKnowledgeBase, member, { agentId, question });
  expect(answer.status).toBe(200);
  return (answer.body.passages as { sourceId: string }[]).map((passage) => passage.sourceId);
};

describe('adding FAQs', () => {
  it('creates and links them at once, ticks the checklist, and a retry creates nothing twice', async () => {
    const { agent: fresh } = await seedAgent(team.org);
    const helmets = {
      id: uniqueId('faq'),
      question: 'Do you sell helmets?',
      answer: 'Yes, from twenty euros.',
    };
    const faqs = [
      helmets,
      { id: uniqueId('faq'), question: 'Do you deliver?', answer: 'Within ten kilometres.' },
    ];
    const request = { agentId: fresh.id, faqs };
    const added = await post(API_ROUTES.addKnowledgeFaqs, member, request);
    expect(added).toMatchObject({ status: 200, body: { ids: faqs.map((faq) => faq.id) } });
    expect((await post(API_ROUTES.addKnowledgeFaqs, member, request)).body).toEqual(added.body);
    expect(await faqIdsOf(fresh.id)).toEqual(faqs.map((faq) => faq.id));
    expect(await faqOf(helmets.id)).toMatchObject({ agentId: fresh.id, createdBy: member.uid });
    const profile = await db().collection(COLLECTIONS.users).doc(member.uid).get();
    expect(profile.get('newUserCheckList.hasAddedKnowledgeBase')).toBe(true);
    expect(await askAgent(fresh.id, 'Do you sell helmets?')).toContain(helmets.id);
  });

  it('refuses bad input, viewers, strangers, a taken id and a live agent under version control', async () => {
    const faq = { id: uniqueId('faq'), question: 'Open on Sunday?', answer: 'No.' };
    const base = { agentId: team.agent.id, faqs: [faq] };
    const theirs = await addFaq(team.otherAgent.id, 'Theirs?', 'Yes.', stranger);
    const cases: [Caller, unknown, number, string][] = [
      [member, { ...base, faqs: [{ ...faq, id: undefined }] }, 400, API_ERROR_REASONS.invalidInput],
      [member, { ...base, faqs: [{ ...faq, id: 42 }] }, 400, API_ERROR_REASONS.invalidInput],
      [member, { ...base, faqs: [{ ...faq, question: '  ' }] }, 400, API_ERROR_REASONS.invalidInput],
      [member, { ...base, faqs: [faq, faq] }, 400, API_ERROR_REASONS.invalidInput],
      [member, { ...base, faqs: [] }, 400, API_ERROR_REASONS.invalidInput],
      [viewer, base, 403, API_ERROR_REASONS.insufficientRole],
      [member, { ...base, agentId: team.otherAgent.id }, 403, API_ERROR_REASONS.notOrgMember],
      [member, { ...base, faqs: [{ ...faq, id: theirs }] }, 409, KB_ERROR_REASONS.faqIdTaken],
    ];
    for (const [caller, body, status, reason] of cases) {
      expect(outcome(await post(API_ROUTES.addKnowledgeFaqs, caller, body))).toEqual({ status, reason });
    }
    expect(await faqOf(faq.id)).toBeUndefined();
    expect(await faqOf(theirs)).toMatchObject({ agentId: team.otherAgent.id, question: 'Theirs?' });

    const { live } = await versionedAgentWithFaq('Parking?', 'Behind the shop.');
    expect(outcome(await post(API_ROUTES.addKnowledgeFaqs, member, { ...base, agentId: live.id }))).toEqual({
      status: 400,
      reason: API_ERROR_REASONS.liveAgentLocked,
    });
  });
});

describe('changing a FAQ', () => {
  it('changes one only this agent links in place; refuses one it does not link', async () => {
    const id = await addFaq(team.agent.id, 'Repairs?', 'Two days.');
    const changed = await post(API_ROUTES.updateKnowledgeFaq, member, {
      agentId: team.agent.id,
      id,
      question: 'Repairs?',
      answer: 'One day.',
    });
    expect(changed).toMatchObject({ status: 200, body: { id } });
    expect(await faqOf(id)).toMatchObject({ answer: 'One day.' });

    const theirs = await addFaq(team.otherAgent.id, 'Theirs?', 'Yes.', stranger);
    const refusals: [Caller, unknown, number, string][] = [
      [
        member,
        { agentId: team.agent.id, id: theirs, question: 'Q', answer: 'A' },
        404,
        KB_ERROR_REASONS.faqNotFound,
      ],
      [
        member,
        { agentId: team.otherAgent.id, id: theirs, question: 'Q', answer: 'A' },
        403,
        API_ERROR_REASONS.notOrgMember,
      ],
      [
        viewer,
        { agentId: team.agent.id, id, question: 'Q', answer: 'A' },
        403,
        API_ERROR_REASONS.insufficientRole,
      ],
      [
        member,
        { agentId: team.agent.id, id, question: 'Q', answer: '' },
        400,
        API_ERROR_REASONS.invalidInput,
      ],
    ];
    for (const [caller, body, status, reason] of refusals) {
      expect(outcome(await post(API_ROUTES.updateKnowledgeFaq, caller, body))).toEqual({ status, reason });
    }
    expect(await faqOf(theirs)).toMatchObject({ question: 'Theirs?', answer: 'Yes.' });
    expect(await faqOf(id)).toMatchObject({ answer: 'One day.' });
  });

  it("on a draft changes its own copy of the live agent's FAQ; a retry changes the same copy", async () => {
    const { live, draftId, faq } = await versionedAgentWithFaq('Do you hire out e-bikes?', 'Yes, $45 a day.');
    const change = {
      agentId: draftId,
      id: faq,
      question: 'Do you hire out e-bikes?',
      answer: 'Yes, $50 a day.',
    };
    const changed = await post(API_ROUTES.updateKnowledgeFaq, member, change);
    const copy = copyIdOf(draftId, faq);
    expect(changed).toMatchObject({ status: 200, body: { id: copy } });
    expect(await faqOf(faq)).toMatchObject({ answer: 'Yes, $45 a day.' });
    expect(await faqOf(copy)).toMatchObject({ agentId: draftId, answer: 'Yes, $50 a day.' });
    expect(await faqIdsOf(draftId)).toEqual([copy]);
    expect(await faqIdsOf(live.id)).toEqual([faq]);
    expect((await post(API_ROUTES.updateKnowledgeFaq, member, change)).body).toEqual(changed.body);
    expect(await faqIdsOf(draftId)).toEqual([copy]);

    const locked = await post(API_ROUTES.updateKnowledgeFaq, member, { ...change, agentId: live.id });
    expect(outcome(locked)).toEqual({ status: 400, reason: API_ERROR_REASONS.liveAgentLocked });
    // Publish carries the copy live and deletes the FAQ nothing links any more.
    expect((await post(API_ROUTES.publishAgent, member, { draftAgentId: draftId })).status).toBe(200);
    expect(await faqIdsOf(live.id)).toEqual([copy]);
    expect(await faqOf(faq)).toBeUndefined();
  });
});

describe('deleting a FAQ', () => {
  const remove = (caller: Caller, body: unknown) => post(API_ROUTES.deleteKnowledgeDocument, caller, body);

  it('on a draft unlinks it only: the live agent keeps it (and answers with it) until publish deletes it', async () => {
    const { live, draftId, faq } = await versionedAgentWithFaq(
      'Do you sell helmets?',
      'Yes, from twenty euros.',
    );
    const request = { id: faq, type: 'faq', agentId: draftId };
    const unlinked = await remove(member, request);
    expect(unlinked).toMatchObject({ status: 200, body: { id: faq, type: 'faq', deleted: false } });
    expect(await faqIdsOf(draftId)).toEqual([]);
    expect(await faqIdsOf(live.id)).toEqual([faq]);
    expect(await faqOf(faq)).toMatchObject({ question: 'Do you sell helmets?' });
    expect(await askAgent(draftId, 'Do you sell helmets?')).not.toContain(faq);
    expect(await askAgent(live.id, 'Do you sell helmets?')).toContain(faq);
    // A retried delete answers the same.
    expect((await remove(member, request)).body).toEqual(unlinked.body);

    expect(outcome(await remove(member, { ...request, agentId: live.id }))).toEqual({
      status: 400,
      reason: API_ERROR_REASONS.liveAgentLocked,
    });
    expect((await post(API_ROUTES.publishAgent, member, { draftAgentId: draftId })).status).toBe(200);
    expect(await faqIdsOf(live.id)).toEqual([]);
    expect(await faqOf(faq)).toBeUndefined();
    expect(await askAgent(live.id, 'Do you sell helmets?')).not.toContain(faq);
    expect((await remove(member, request)).body).toMatchObject({ deleted: true });
  });

  it('on an agent no other links it deletes it; a retry answers the same', async () => {
    const faq = await addFaq(team.agent.id, 'Parking?', 'Behind the shop.');
    const request = { id: faq, type: 'faq', agentId: team.agent.id };
    const deleted = await remove(member, request);
    expect(deleted).toMatchObject({ status: 200, body: { id: faq, type: 'faq', deleted: true } });
    expect(await faqOf(faq)).toBeUndefined();
    expect(await faqIdsOf(team.agent.id)).not.toContain(faq);
    expect((await remove(member, request)).body).toEqual(deleted.body);
    // Without agentId, the agent the FAQ was added to.
    const other = await addFaq(team.agent.id, 'Returns?', 'Thirty days.');
    expect((await remove(member, { id: other, type: 'faq' })).body).toMatchObject({ deleted: true });
    expect(await faqOf(other)).toBeUndefined();
  });

  it("refuses bad input, viewers, and another organisation's FAQ or agent", async () => {
    const mine = await addFaq(team.agent.id, 'Helmets?', 'Yes.');
    const theirs = await addFaq(team.otherAgent.id, 'Theirs?', 'Yes.', stranger);
    const cases: [Caller, unknown, number, string][] = [
      [member, { type: 'faq', agentId: team.agent.id }, 400, API_ERROR_REASONS.invalidInput],
      [member, { id: 42, type: 'faq', agentId: team.agent.id }, 400, API_ERROR_REASONS.invalidInput],
      [member, { id: mine, type: 'question', agentId: team.agent.id }, 400, API_ERROR_REASONS.invalidInput],
      [viewer, { id: mine, type: 'faq', agentId: team.agent.id }, 403, API_ERROR_REASONS.insufficientRole],
      [member, { id: theirs, type: 'faq', agentId: team.agent.id }, 404, KB_ERROR_REASONS.faqNotFound],
      [member, { id: theirs, type: 'faq' }, 403, API_ERROR_REASONS.notOrgMember],
      [member, { id: mine, type: 'faq', agentId: team.otherAgent.id }, 403, API_ERROR_REASONS.notOrgMember],
    ];
    for (const [caller, body, status, reason] of cases) {
      expect(outcome(await remove(caller, body))).toEqual({ status, reason });
    }
    expect(await faqOf(mine)).toBeDefined();
    expect(await faqOf(theirs)).toBeDefined();
    expect(await faqIdsOf(team.agent.id)).toContain(mine);
  });
});
