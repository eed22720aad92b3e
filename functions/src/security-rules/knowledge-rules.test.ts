// Rules of the knowledge base: every collection follows the agent's organisation; VIEWERs read only;
// websites are server-written except their name, active flag and schedule; documents, pages, chunks and
// FAQs are server-only; widgets are written by members; uploads are typed and sized.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { KB_CHUNKS_COLLECTION, KB_DOCUMENT_MAX_BYTES } from '@parley/domain';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  type Firestore,
} from 'firebase/firestore';
import { adminApp } from '@parley/scripts/testing';
import { getFirestore } from 'firebase-admin/firestore';
import { beforeAll, describe, it } from 'vitest';
import { useRulesEnv } from './rules-env';
import { rulesMatrix } from './rules-matrix';
import { IN_ORG_1, NOBODY, seedRulesTeam, TEAM, type TeamRole } from './rules-team';

const EDITORS: readonly TeamRole[] = ['member', 'admin', 'owner'];
const READERS: readonly TeamRole[] = [...IN_ORG_1, 'platformAdmin'];

const getEnv = useRulesEnv('demo-parley-knowledge-rules');
const matrix = rulesMatrix(getEnv, TEAM);

beforeAll(async () => {
  await getEnv().withSecurityRulesDisabled(async (context) => {
    const db = context.firestore() as unknown as Firestore;
    await seedRulesTeam(db);
    await setDoc(doc(db, 't_documents', 'doc-1'), {
      id: 'doc-1',
      agentId: 'agent-1',
      name: 'Hours',
      active: true,
      content: 'Open 9-5',
      contentMD: '# Open 9-5',
      status: 'ready',
    });
    await setDoc(doc(db, 't_websites', 'site-1'), {
      id: 'site-1',
      agentId: 'agent-1',
      name: 'Shop',
      active: true,
      schedule: 'daily',
      crawl: { state: 'done' },
    });
    await setDoc(doc(db, 't_websites', 'site-1', 'pages', 'p1'), { url: 'https://shop.example/' });
    await setDoc(doc(db, 't_faqs', 'faq-1'), {
      id: 'faq-1',
      agentId: 'agent-1',
      question: 'Q?',
      answer: 'A.',
    });
    await setDoc(doc(db, 't_widgets', 'w-1'), { id: 'w-1', agentId: 'agent-1', primaryColor: '#000' });
    for (const who of TEAM) {
      // Agents of org-1, one per identity: one to create a widget for, one whose widget id org-2 took.
      await setDoc(doc(db, 't_agents', `agent-c-${who}`), { id: `agent-c-${who}`, orgId: 'org-1' });
      await setDoc(doc(db, 't_agents', `agent-s-${who}`), { id: `agent-s-${who}`, orgId: 'org-1' });
      await setDoc(doc(db, 't_widgets', `widget_agent-s-${who}`), {
        id: `widget_agent-s-${who}`,
        agentId: 'agent-2',
        greeting: 'Log in here',
      });
    }
    await setDoc(doc(db, KB_CHUNKS_COLLECTION, 'c1'), { agentId: 'agent-1', text: 'x' });
  });
});

describe('t_documents', () => {
  matrix('read', READERS, (db) => getDoc(doc(db, 't_documents', 'doc-1')));
  matrix('query by agentId', READERS, (db) =>
    getDocs(query(collection(db, 't_documents'), where('agentId', '==', 'agent-1'))),
  );
  // Only update-document changes a document: it copies one a draft shares with its live agent.
  matrix('rename and deactivate, stamped', NOBODY, (db, who) =>
    updateDoc(doc(db, 't_documents', 'doc-1'), {
      name: `Hours by ${who}`,
      active: false,
      lastUpdatedBy: { uid: who, email: null, displayName: null },
      lastUpdatedAt: serverTimestamp(),
    }),
  );
  matrix('write content, contentMD or status', NOBODY, (db) =>
    updateDoc(doc(db, 't_documents', 'doc-1'), { contentMD: '# Hacked', content: 'Hacked', status: 'ready' }),
  );
  matrix('create', NOBODY, (db) =>
    setDoc(doc(db, 't_documents', 'doc-new'), { id: 'doc-new', agentId: 'agent-1', name: 'x' }),
  );
  matrix('delete', NOBODY, (db) => deleteDoc(doc(db, 't_documents', 'doc-1')));
});

describe('t_websites and their pages', () => {
  matrix('read', READERS, (db) => getDoc(doc(db, 't_websites', 'site-1')));
  matrix('change name, active and schedule', EDITORS, (db) =>
    updateDoc(doc(db, 't_websites', 'site-1'), { name: 'Shop site', active: true, schedule: 'weekly' }),
  );
  matrix('set an unknown schedule', NOBODY, (db) =>
    updateDoc(doc(db, 't_websites', 'site-1'), { schedule: 'hourly' }),
  );
  matrix('write the crawl record', NOBODY, (db) =>
    updateDoc(doc(db, 't_websites', 'site-1'), { 'crawl.state': 'queued' }),
  );
  matrix('create (the plan limit is checked by the crawl route)', NOBODY, (db) =>
    setDoc(doc(db, 't_websites', 'site-new'), {
      id: 'site-new',
      agentId: 'agent-1',
      url: 'https://x.example',
    }),
  );
  matrix('read a page', READERS, (db) => getDoc(doc(db, 't_websites', 'site-1', 'pages', 'p1')));
  matrix('write a page', NOBODY, (db) =>
    setDoc(doc(db, 't_websites', 'site-1', 'pages', 'p2'), { url: 'x' }),
  );
});

// FAQs are shared by id between a draft and its live agent: only the FAQ routes write them.
describe('t_faqs', () => {
  matrix('read', READERS, (db) => getDoc(doc(db, 't_faqs', 'faq-1')));
  matrix('create, even for an agent of the organisation', NOBODY, (db, who) =>
    setDoc(doc(db, 't_faqs', `faq-${who}`), {
      id: `faq-${who}`,
      agentId: 'agent-1',
      question: 'Parking?',
      answer: 'Behind.',
      createdBy: who,
    }),
  );
  matrix('edit the answer', NOBODY, (db) =>
    updateDoc(doc(db, 't_faqs', 'faq-1'), { answer: 'Another answer.' }),
  );
  matrix('delete', NOBODY, (db) => deleteDoc(doc(db, 't_faqs', 'faq-1')));
});

describe('t_widgets', () => {
  matrix('read', READERS, (db) => getDoc(doc(db, 't_widgets', 'w-1')));
  matrix('change its settings', EDITORS, (db) =>
    updateDoc(doc(db, 't_widgets', 'w-1'), {
      allowedOrigins: ['https://shop.example'],
      primaryColor: '#fff',
      greeting: 'Hi!',
    }),
  );
  matrix('create one for an agent, under its widget id', EDITORS, (db, who) =>
    setDoc(doc(db, 't_widgets', `widget_agent-c-${who}`), {
      id: `widget_agent-c-${who}`,
      agentId: `agent-c-${who}`,
      allowedOrigins: ['https://shop.example', 'http://127.0.0.1:8080'],
      primaryColor: '#123abc',
    }),
  );
  matrix('create one for an agent under another id', NOBODY, (db, who) =>
    setDoc(doc(db, 't_widgets', `w-new-${who}`), { id: `w-new-${who}`, agentId: 'agent-1' }),
  );
  // Squatting: org-2 taking org-1's widget id for its own agent would serve its greeting there.
  matrix("take another agent's widget id for one's own agent", NOBODY, (db) =>
    setDoc(doc(db, 't_widgets', 'widget_agent-1'), {
      id: 'widget_agent-1',
      agentId: 'agent-2',
      greeting: 'Log in here',
    }),
  );
  matrix(
    "delete a widget squatting one's agent's id (its owner, and the squatter)",
    [...EDITORS, 'stranger'],
    (db, who) => deleteDoc(doc(db, 't_widgets', `widget_agent-s-${who}`)),
  );
  const ORIGINS_REFUSED: readonly [string, unknown[]][] = [
    ['a number', [42]],
    ['a map', [{ origin: 'https://shop.example' }]],
    ['a path', ['https://shop.example/shop']],
    ['spaces', [' https://shop.example']],
    ['capitals', ['HTTPS://Shop.Example']],
    ['a default port', ['https://shop.example:443']],
    ['another scheme', ['ftp://shop.example']],
    ['a bad entry far down the list', [...Array.from({ length: 30 }, (_, i) => `https://s${i}.example`), 7]],
    ['more than 50', Array.from({ length: 51 }, (_, i) => `https://s${i}.example`)],
  ];
  for (const [what, allowedOrigins] of ORIGINS_REFUSED) {
    matrix(`allow an origin with ${what}`, NOBODY, (db) =>
      updateDoc(doc(db, 't_widgets', 'w-1'), { allowedOrigins }),
    );
  }
  matrix('allow 50 exact origins', EDITORS, (db) =>
    updateDoc(doc(db, 't_widgets', 'w-1'), {
      allowedOrigins: Array.from({ length: 50 }, (_, i) => `https://s${i}.example:8${i}`),
    }),
  );
  matrix('give it a field the widget has not', NOBODY, (db) =>
    updateDoc(doc(db, 't_widgets', 'w-1'), { script: '<script>' }),
  );
  matrix('paint it with what is not a colour', NOBODY, (db) =>
    updateDoc(doc(db, 't_widgets', 'w-1'), { primaryColor: 'red' }),
  );
  matrix('move to another agent', NOBODY, (db) =>
    updateDoc(doc(db, 't_widgets', 'w-1'), { agentId: 'agent-2' }),
  );
});

describe('t_kb_chunks', () => {
  matrix('read or write', NOBODY, (db) => getDoc(doc(db, KB_CHUNKS_COLLECTION, 'c1')));
});

// Storage rules read Firestore in the harness's project, so the storage cast is seeded there.
describe('storage: kb-documents/{orgId}/{agentId}/{documentId}/{file}', () => {
  const uid = (role: string) => `kb-rules-${role}`;
  const org = 'kb-rules-org-1';
  const storageAs = (role: string) => getEnv().authenticatedContext(uid(role)).storage();
  const upload = (role: string, name: string, contentType: string, size = 1024) =>
    storageAs(role)
      .ref(`kb-documents/${org}/agent-1/d-${role}-${name}/${name}`)
      .put(new Uint8Array(size), { contentType })
      .then((snapshot) => snapshot.metadata);

  beforeAll(async () => {
    const harness = getFirestore(adminApp());
    for (const [role, profileRole] of [
      ['member', 'USER'],
      ['viewer', 'VIEWER'],
      ['stranger', 'USER'],
    ] as const) {
      await harness.doc(`t_users/${uid(role)}`).set({ role: profileRole });
    }
    await harness.doc(`t_orgs/${org}`).set({
      ownerUid: uid('member'),
      adminUids: [],
      memberUids: [uid('member'), uid('viewer')],
    });
  });

  it.each([
    ['menu.pdf', 'application/pdf'],
    ['policy.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['page.html', 'text/html'],
    ['notes.md', 'text/markdown'],
    ['notes.txt', 'text/plain'],
  ])('lets a member upload %s', async (name, type) => {
    await assertSucceeds(upload('member', name, type));
  });

  it('accepts exactly 25 MB and refuses one byte more', async () => {
    await assertSucceeds(upload('member', 'big.pdf', 'application/pdf', KB_DOCUMENT_MAX_BYTES));
    await assertFails(upload('member', 'huge.pdf', 'application/pdf', KB_DOCUMENT_MAX_BYTES + 1));
  });

  it.each([
    ['photo.png', 'image/png'],
    ['menu.pdf', 'application/x-msdownload'],
    ['menu.exe', 'application/pdf'],
  ])('refuses %s as %s', async (name, type) => {
    await assertFails(upload('member', name, type));
  });

  it('refuses viewers, strangers, and reads from any client', async () => {
    await assertFails(upload('viewer', 'menu.pdf', 'application/pdf'));
    await assertFails(upload('stranger', 'menu.pdf', 'application/pdf'));
    await assertFails(
      storageAs('member').ref(`kb-documents/${org}/agent-1/d-member-menu.pdf/menu.pdf`).getMetadata(),
    );
  });
});
