import {
  FEATURED_VOICE_NAMES,
  MONTHLY_CREDITS_BY_PLAN,
  SPECIAL_VOICE_IDS,
  VOICE_FILTER_GROUPS,
  agentEndpointSchema,
  agentSchema,
  campaignContactSchema,
  campaignSchema,
  customActionSchema,
  customIntegrationSchema,
  documentSchema,
  faqSchema,
  canCreateAgent,
  filterVoices,
  planHasFeature,
  planLimits,
  phoneNumberDocId,
  organisationSchema,
  orgSecretsSchema,
  phoneNumberSchema,
  userSchema,
  voiceSchema,
  workflowSchema,
} from '@parley/domain';
import { getFirestore } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { adminApp, useOwnTestProject, wipeFirestore } from '../testing';
import { DEMO_IDS, DEMO_LOGIN, DEMO_PLAN } from './demo-account';
import { DEMO_KNOWLEDGE_IDS } from './demo-knowledge';
import { seedCredits, seedDocuments, seedFirestore } from './seed';
import { systemVoices } from './system-voices';
import { clipUrl } from './voice-clips';

// Its wipes act on a project of its own: the other files' data stays while they run beside it.
useOwnTestProject('demo-parley-seed');

const SCHEMAS: Record<string, { parse: (value: unknown) => unknown }> = {
  t_voices: voiceSchema,
  t_users: userSchema,
  t_orgs: organisationSchema,
  t_org_secrets: orgSecretsSchema,
  t_agents: agentSchema,
  t_workflows: workflowSchema,
  t_campaigns: campaignSchema,
  contacts: campaignContactSchema,
  t_phone_numbers: phoneNumberSchema,
  t_agents_endpoints: agentEndpointSchema,
  t_documents: documentSchema,
  t_faqs: faqSchema,
  t_w_custom_integrations: customIntegrationSchema,
  t_w_custom_actions: customActionSchema,
};

describe('system voices', () => {
  const voices = systemVoices();

  it('start with the featured voices in carousel order under the special ids', () => {
    expect(voices.slice(0, FEATURED_VOICE_NAMES.length).map((voice) => voice.name)).toEqual([
      ...FEATURED_VOICE_NAMES,
    ]);
    expect(voices.slice(0, SPECIAL_VOICE_IDS.length).map((voice) => voice.id)).toEqual([
      ...SPECIAL_VOICE_IDS,
    ]);
  });

  it.each(VOICE_FILTER_GROUPS.flatMap((group) => group.options.map((option) => [group.key, option.value])))(
    'match the %s filter value %s with at least one voice',
    (key, value) => {
      expect(filterVoices(voices, { filters: { [key]: [value] } }).length).toBeGreaterThan(0);
    },
  );

  it('have unique ids', () => {
    expect(new Set(voices.map((voice) => voice.id)).size).toBe(voices.length);
  });
});

describe('the demo data fits the demo plan', () => {
  const documents = seedDocuments();
  const of = (collection: string) => documents.filter((document) => document.collection === collection);
  const limits = planLimits(DEMO_PLAN);

  it('owner profile and organisation carry the same plan', () => {
    const user = userSchema.parse(of('t_users').find((document) => document.id === DEMO_LOGIN.uid)?.data);
    const org = organisationSchema.parse(of('t_orgs').find((document) => document.id === DEMO_IDS.org)?.data);
    expect(user.plan).toBe(DEMO_PLAN);
    expect(org.ownerPlan).toBe(DEMO_PLAN);
    expect(canCreateAgent(DEMO_PLAN, org.agentIds.length - 1)).toBe(true);
  });

  it('leaves room for one more business number on the demo agent (Buy and Import enabled)', () => {
    const onAgent = of('t_phone_numbers')
      .map((document) => phoneNumberSchema.parse(document.data))
      .filter((record) => record.agentId === DEMO_IDS.agent && record.source !== 'sip');
    expect(onAgent.length).toBeGreaterThan(0);
    expect(onAgent.length).toBeLessThan(limits.businessNumbersPerAgent);
  });

  it('includes outbound calls, which the seeded campaign needs', () => {
    expect(of('t_campaigns').length).toBeGreaterThan(0);
    expect(planHasFeature(DEMO_PLAN, 'outbound_call')).toBe(true);
  });
});

describe('seed (against the emulator)', () => {
  const db = getFirestore(adminApp());

  beforeEach(wipeFirestore);

  async function readAll() {
    const snapshots = await db.getAll(
      ...seedDocuments().map(({ collection, id }) => db.collection(collection).doc(id)),
    );
    return snapshots.map((snapshot) => ({
      path: snapshot.ref.path,
      data: snapshot.data(),
      updateTime: snapshot.updateTime?.toMillis(),
    }));
  }

  it('writes documents that every schema parses, including the demo account', async () => {
    const first = await seedFirestore(db);
    expect(first.existing).toBe(0);
    const stored = await readAll();
    expect(stored.map(({ path }) => path)).toEqual(first.created);
    for (const { path, data } of stored) {
      // A subcollection's documents go by its own id (t_campaigns/{id}/contacts/{c} → contacts).
      const collection = path.split('/').at(-2) ?? '';
      expect(SCHEMAS[collection], `schema for ${collection}`).toBeDefined();
      expect(SCHEMAS[collection]?.parse(data)).toEqual(data);
    }
    const agent = agentSchema.parse((await db.doc(`t_agents/${DEMO_IDS.agent}`).get()).data());
    expect(agent).toMatchObject({
      uid: DEMO_LOGIN.uid,
      orgId: DEMO_IDS.org,
      selectedVoiceId: SPECIAL_VOICE_IDS[0],
    });
    expect(agent.workflowSettings.defaultWorkflowId).toBe(DEMO_IDS.workflow);
    // The demo agent's primary number has its t_phone_numbers document.
    const primary = agent.businessPhoneNumber?.number ?? '';
    const record = await db.doc(`t_phone_numbers/${phoneNumberDocId(DEMO_IDS.org, primary)}`).get();
    expect(record.data()).toMatchObject({ agentId: DEMO_IDS.agent, isPrimary: true });
    // The Knowledge tab starts with a document (indexed once its file is uploaded) and an FAQ.
    expect(agent).toMatchObject({
      documentIds: [DEMO_KNOWLEDGE_IDS.document],
      faqIds: [DEMO_KNOWLEDGE_IDS.faq],
    });
    const guide = documentSchema.parse(
      (await db.doc(`t_documents/${DEMO_KNOWLEDGE_IDS.document}`).get()).data(),
    );
    expect(guide).toMatchObject({ agentId: DEMO_IDS.agent, status: 'processing', fileName: 'shop-guide.md' });
    const faq = faqSchema.parse((await db.doc(`t_faqs/${DEMO_KNOWLEDGE_IDS.faq}`).get()).data());
    expect(faq.agentId).toBe(DEMO_IDS.agent);
  });

  it('is idempotent: a second run creates nothing and touches no document', async () => {
    await seedFirestore(db);
    const before = await readAll();
    const second = await seedFirestore(db);
    expect(second).toEqual({ created: [], existing: before.length });
    expect(await readAll()).toEqual(before);
  });

  it('fills the clipUrl of a voice seeded before clips existed, and nothing else', async () => {
    const clips = { origin: 'http://127.0.0.1:9199', bucket: 'demo.appspot.com' };
    const [first] = systemVoices();
    if (!first) throw new Error('no seeded voices');
    await db.doc(`t_voices/${first.id}`).set({ ...first, addedCount: 7 });
    await seedFirestore(db, clips);
    expect((await db.doc(`t_voices/${first.id}`).get()).data()).toMatchObject({
      clipUrl: clipUrl(clips, first.id),
      addedCount: 7,
    });
  });

  it("grants the demo plan's monthly credits once per month through the ledger, however often it runs", async () => {
    await seedFirestore(db);
    const at = new Date('2026-05-10T12:00:00Z');
    expect(await seedCredits(db, at)).toBe(true);
    expect(await seedCredits(db, at)).toBe(false);
    const balance = await db.doc(`t_credit_balances/${DEMO_LOGIN.uid}`).get();
    expect(balance.data()).toMatchObject({ balance: MONTHLY_CREDITS_BY_PLAN[DEMO_PLAN], metered: true });
    const entries = await db.collection('t_credit_ledger').where('uid', '==', DEMO_LOGIN.uid).get();
    expect(entries.docs.map((entry) => entry.get('period') as unknown)).toEqual(['2026-05']);
    // The next month is a new plan period.
    expect(await seedCredits(db, new Date('2026-06-01T00:00:00Z'))).toBe(true);
  });

  it('leaves a document the operator changed alone', async () => {
    await seedFirestore(db);
    await db.doc(`t_agents/${DEMO_IDS.agent}`).update({ name: 'Renamed' });
    await seedFirestore(db);
    expect((await db.doc(`t_agents/${DEMO_IDS.agent}`).get()).get('name')).toBe('Renamed');
  });
});
