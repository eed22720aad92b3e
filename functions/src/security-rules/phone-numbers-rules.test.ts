import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  setDoc,
  updateDoc,
  where,
  type Firestore,
} from 'firebase/firestore';
import { beforeAll } from 'vitest';
import { useRulesEnv } from './rules-env';
import { rulesMatrix } from './rules-matrix';
import { IN_ORG_1, NOBODY, seedRulesTeam, TEAM } from './rules-team';

const getEnv = useRulesEnv('demo-parley-phone-numbers-rules');
const matrix = rulesMatrix(getEnv, TEAM);

const phoneNumber = {
  id: 'pn-1',
  orgId: 'org-1',
  number: '+14155550101',
  countryCode: 'US',
  source: 'bought',
  provider: 'twilio',
  twilioPnSid: 'PN1',
  agentId: 'agent-1',
  isPrimary: true,
  voiceMode: 'Parley',
  customName: null,
};

beforeAll(async () => {
  await getEnv().withSecurityRulesDisabled(async (context) => {
    const db = context.firestore() as unknown as Firestore;
    await seedRulesTeam(db);
    await setDoc(doc(db, 't_phone_numbers', 'pn-1'), phoneNumber);
    await setDoc(doc(db, 't_agents_endpoints', 'pn-2'), { agent_id: 'agent-1', number: '+14155550102' });
    await setDoc(doc(db, 't_provider_credentials', 'twilio_org-1_AC1'), {
      orgId: 'org-1',
      provider: 'twilio',
      kind: 'external',
      accountId: 'AC1',
      secret: { v: 1, iv: 'aaaa', tag: 'bbbb', data: 'cccc' },
    });
    await setDoc(doc(db, 't_number_purchases', 'p-1'), { orgId: 'org-1', phoneNumber: '+14155550101' });
  });
});

// t_phone_numbers: the organisation's members (VIEWERs too) and platform ADMINs read; nobody writes.
matrix('t_phone_numbers: get', [...IN_ORG_1, 'platformAdmin'], (db) =>
  getDoc(doc(db, 't_phone_numbers', 'pn-1')),
);
matrix('t_phone_numbers: query by orgId', [...IN_ORG_1, 'platformAdmin'], (db) =>
  getDocs(query(collection(db, 't_phone_numbers'), where('orgId', '==', 'org-1'))),
);
// Only a platform ADMIN may list every organisation's numbers.
matrix('t_phone_numbers: unfiltered query', ['platformAdmin'], (db) =>
  getDocs(collection(db, 't_phone_numbers')),
);
matrix('t_phone_numbers: rename', NOBODY, (db) =>
  updateDoc(doc(db, 't_phone_numbers', 'pn-1'), { customName: 'Sales' }),
);
matrix('t_phone_numbers: detach', NOBODY, (db) =>
  updateDoc(doc(db, 't_phone_numbers', 'pn-1'), { agentId: null }),
);
matrix('t_phone_numbers: create', NOBODY, (db) =>
  setDoc(doc(db, 't_phone_numbers', 'pn-9'), { ...phoneNumber, id: 'pn-9' }),
);
matrix('t_phone_numbers: delete', NOBODY, (db) => deleteDoc(doc(db, 't_phone_numbers', 'pn-1')));

// t_agents_endpoints: the agent's organisation reads; functions write.
matrix('t_agents_endpoints: get', [...IN_ORG_1, 'platformAdmin'], (db) =>
  getDoc(doc(db, 't_agents_endpoints', 'pn-2')),
);
matrix('t_agents_endpoints: update', NOBODY, (db) =>
  updateDoc(doc(db, 't_agents_endpoints', 'pn-2'), { customName: 'x' }),
);

// Credentials and the purchase ledger: no client at all, platform ADMINs and the owner included.
matrix('t_provider_credentials: get', NOBODY, (db) =>
  getDoc(doc(db, 't_provider_credentials', 'twilio_org-1_AC1')),
);
matrix('t_provider_credentials: query by orgId', NOBODY, (db) =>
  getDocs(query(collection(db, 't_provider_credentials'), where('orgId', '==', 'org-1'))),
);
matrix('t_provider_credentials: create', NOBODY, (db) =>
  setDoc(doc(db, 't_provider_credentials', 'vonage_org-1_k'), { orgId: 'org-1', accountId: 'k' }),
);
matrix('t_number_purchases: get', NOBODY, (db) => getDoc(doc(db, 't_number_purchases', 'p-1')));
matrix('t_number_purchases: delete', NOBODY, (db) => deleteDoc(doc(db, 't_number_purchases', 'p-1')));
