// Billing's server-only data: no client writes a plan, a Stripe field, a ledger entry or a balance.
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
import { beforeAll, describe } from 'vitest';
import { useRulesEnv } from './rules-env';
import { rulesMatrix } from './rules-matrix';
import { NOBODY, seedRulesTeam, TEAM, type TeamRole } from './rules-team';

const getEnv = useRulesEnv('demo-parley-billing-rules');
const matrix = rulesMatrix(getEnv, TEAM);

const entry = (id: string, uid: string) => ({
  id,
  uid,
  orgId: null,
  amount: 600,
  balanceAfter: 600,
  reason: 'monthly_grant',
  callId: null,
  period: '2026-11',
  createdAt: 1,
});

beforeAll(async () => {
  await getEnv().withSecurityRulesDisabled(async (admin) => {
    const db = admin.firestore() as unknown as Firestore;
    await seedRulesTeam(db);
    await setDoc(doc(db, 't_credit_ledger', 'grant-owner'), entry('grant-owner', 'owner'));
    await setDoc(doc(db, 't_credit_balances', 'owner'), { uid: 'owner', balance: 600, metered: true });
  });
});

const OWNER_AND_ADMIN: readonly TeamRole[] = ['owner', 'platformAdmin'];

describe('t_users billing fields', () => {
  const fields: Record<string, unknown> = {
    plan: 'ENTERPRISE',
    stripeSubscriptionStatus: 'active',
    stripeCustomerId: 'cus_mine',
    stripeSubscriptionId: 'sub_mine',
    subscriptionItems: [{ priceId: 'price_business_monthly', quantity: 10 }],
    stripeSubscriptionObservedAt: 9_999_999_999,
    stripeCurrentPeriodEnd: 9_999_999_999,
  };
  for (const [field, value] of Object.entries(fields)) {
    // Each profile's own write of the field; nobody, the platform ADMIN included, may make it.
    matrix(`write ${field} on one’s own profile`, NOBODY, (db, who) =>
      updateDoc(doc(db, 't_users', who), { [field]: value }),
    );
  }
});

describe('t_credit_ledger', () => {
  matrix('read one’s own entry', OWNER_AND_ADMIN, (db) => getDoc(doc(db, 't_credit_ledger', 'grant-owner')));
  matrix('list the owner’s entries', OWNER_AND_ADMIN, (db) =>
    getDocs(query(collection(db, 't_credit_ledger'), where('uid', '==', 'owner'))),
  );
  matrix('add an entry for oneself', NOBODY, (db, who) =>
    setDoc(doc(db, 't_credit_ledger', `gift-${who}`), entry(`gift-${who}`, who)),
  );
  matrix('change an entry', NOBODY, (db) =>
    updateDoc(doc(db, 't_credit_ledger', 'grant-owner'), { amount: 1e6 }),
  );
  matrix('delete an entry', NOBODY, (db) => deleteDoc(doc(db, 't_credit_ledger', 'grant-owner')));
});

describe('t_credit_balances', () => {
  matrix('read the owner’s balance', OWNER_AND_ADMIN, (db) => getDoc(doc(db, 't_credit_balances', 'owner')));
  matrix('set one’s own balance', NOBODY, (db, who) =>
    setDoc(doc(db, 't_credit_balances', who), { uid: who, balance: 1e6, metered: false }),
  );
  matrix('delete a balance', NOBODY, (db) => deleteDoc(doc(db, 't_credit_balances', 'owner')));
});
