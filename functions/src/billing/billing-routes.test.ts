import { API_ERROR_REASONS, API_ROUTES, COLLECTIONS, CREDIT_ADJUSTMENT_MAX } from '@parley/domain';
import { FieldValue } from 'firebase-admin/firestore';
import { useOwnTestProject } from '@parley/scripts/testing';
import { describe, expect, it } from 'vitest';
import { db } from '../lib/firestore';
import { newCaller, useApi } from '../testing/api-client';
import { seedUser } from '../testing/seed';
import { balanceOf, ledgerOf, readUserDoc, useFakeStripe } from './billing-test-kit';

// A project of its own: the Functions emulator serves the shared one, where its onUserPlanWritten
// grants each seeded user's plan its allowance and would add entries to the exact ledgers asserted here.
useOwnTestProject('demo-parley-billing-routes');

const api = useApi();
const stripe = useFakeStripe(api);

async function subscriber() {
  const caller = newCaller('buyer');
  await seedUser(caller);
  return caller;
}

const checkout = (caller: ReturnType<typeof newCaller>, priceId: string) =>
  api('POST', API_ROUTES.createCheckoutSession.path, { caller, body: { priceId } });

const sessionIdOf = (url: unknown) => String(url).split('/').pop() ?? '';

describe('POST /billing/checkout-session', () => {
  it('creates the Stripe customer once and a Checkout page for the price', async () => {
    const caller = await subscriber();
    const first = await checkout(caller, 'price_professional_monthly');
    const second = await checkout(caller, 'price_professional_annual');
    expect(first.status).toBe(200);
    expect(String(first.body.url)).toMatch(new RegExp(`^${stripe().url}/checkout/cs_test_`));
    const customerId = (await readUserDoc(caller.uid)).stripeCustomerId;
    expect(customerId).toMatch(/^cus_/);
    const sessions = [first, second].map((answer) => stripe().sessions.get(sessionIdOf(answer.body.url)));
    expect(sessions.map((session) => session?.customer)).toEqual([customerId, customerId]);
    expect(sessions[0]).toMatchObject({ client_reference_id: caller.uid, mode: 'subscription' });
  });

  it('paying on the hosted page makes the user PROFESSIONAL with the month’s credits, through the webhook', async () => {
    const caller = await subscriber();
    const answer = await checkout(caller, 'price_professional_monthly');
    await stripe().completeCheckout(sessionIdOf(answer.body.url));
    expect(await readUserDoc(caller.uid)).toMatchObject({
      plan: 'PROFESSIONAL',
      stripeSubscriptionStatus: 'active',
    });
    expect(await balanceOf(caller.uid)).toBe(600);
    const invoices = await api('GET', API_ROUTES.listInvoices.path, { caller });
    expect(invoices.body.invoices).toEqual([
      expect.objectContaining({ status: 'paid', amountPaid: 9900, currency: 'usd' }),
    ]);
    const credits = await api('GET', API_ROUTES.getCredits.path, { caller });
    expect(credits.body).toMatchObject({ balance: 600, status: 'active' });
    expect(credits.body.entries).toEqual([expect.objectContaining({ reason: 'monthly_grant', amount: 600 })]);
  });

  it('refuses a price Parley does not sell and an anonymous caller', async () => {
    const caller = await subscriber();
    const unknown = await checkout(caller, 'price_gold_monthly');
    expect(unknown.status).toBe(400);
    expect(unknown.body.error?.details?.reason).toBe(API_ERROR_REASONS.unknownPrice);
    const anonymous = await api('POST', API_ROUTES.createCheckoutSession.path, {
      body: { priceId: 'price_starter_monthly' },
    });
    expect(anonymous.status).toBe(401);
  });
});

describe('POST /billing/portal-session', () => {
  it('needs a billing account, then opens the portal, where cancelling ends the plan', async () => {
    const caller = await subscriber();
    const none = await api('POST', API_ROUTES.createPortalSession.path, { caller });
    expect(none.status).toBe(400);
    expect(none.body.error?.details?.reason).toBe(API_ERROR_REASONS.noBillingAccount);
    const paid = await checkout(caller, 'price_starter_monthly');
    await stripe().completeCheckout(sessionIdOf(paid.body.url));
    const portal = await api('POST', API_ROUTES.createPortalSession.path, { caller });
    expect(String(portal.body.url)).toMatch(new RegExp(`^${stripe().url}/portal/`));
    const subscriptionId = (await readUserDoc(caller.uid)).stripeSubscriptionId ?? '';
    await stripe().cancelSubscription(subscriptionId);
    expect(await readUserDoc(caller.uid)).toMatchObject({
      plan: 'FREE',
      stripeSubscriptionStatus: 'canceled',
    });
  });
});

describe('POST /billing/credits/adjust', () => {
  it('lets a platform ADMIN add credits with a reason, once per request id', async () => {
    const admin = newCaller('admin');
    await seedUser(admin, { role: 'ADMIN' });
    const target = await subscriber();
    const body = { uid: target.uid, amount: 250, reason: 'Goodwill after an outage', requestId: 'req-1' };
    const first = await api('POST', API_ROUTES.adjustCredits.path, { caller: admin, body });
    const retried = await api('POST', API_ROUTES.adjustCredits.path, { caller: admin, body });
    expect([first.body.balance, retried.body.balance]).toEqual([250, 250]);
    const credits = await api('GET', API_ROUTES.getCredits.path, { caller: target });
    expect(credits.body.entries).toEqual([
      expect.objectContaining({
        reason: 'adjustment',
        amount: 250,
        note: 'Goodwill after an outage',
        adjustedBy: admin.uid,
      }),
    ]);
  });

  it('refuses anyone else, and a missing reason', async () => {
    const user = await subscriber();
    const refused = await api('POST', API_ROUTES.adjustCredits.path, {
      caller: user,
      body: { uid: user.uid, amount: 1000, reason: 'Because', requestId: 'req-2' },
    });
    expect(refused.status).toBe(403);
    expect(refused.body.error?.details?.reason).toBe(API_ERROR_REASONS.insufficientRole);
    expect(await balanceOf(user.uid)).toBe(0);
    const admin = newCaller('admin');
    await seedUser(admin, { role: 'ADMIN' });
    const noReason = await api('POST', API_ROUTES.adjustCredits.path, {
      caller: admin,
      body: { uid: user.uid, amount: 5, reason: ' ', requestId: 'req-3' },
    });
    expect(noReason.status).toBe(400);
  });
});

describe('the ledger stays sane under hostile adjustments', () => {
  async function platformAdmin() {
    const admin = newCaller('admin');
    await seedUser(admin, { role: 'ADMIN' });
    return admin;
  }
  const adjust = (caller: ReturnType<typeof newCaller>, body: Record<string, unknown>) =>
    api('POST', API_ROUTES.adjustCredits.path, { caller, body });

  it('refuses a debit larger than the balance, and writes nothing', async () => {
    const admin = await platformAdmin();
    const target = await subscriber();
    const body = { uid: target.uid, amount: -1_000_000, reason: 'Claw back', requestId: 'debit-1' };
    const refused = await adjust(admin, body);
    expect(refused.status).toBe(400);
    expect(refused.body.error?.details?.reason).toBe(API_ERROR_REASONS.overdraftRefused);
    expect(await balanceOf(target.uid)).toBe(0);
    expect(await ledgerOf(target.uid)).toEqual([]);
  });

  it('takes an explicit overdraft, recorded on the entry with its reason', async () => {
    const admin = await platformAdmin();
    const target = await subscriber();
    const body = { uid: target.uid, amount: -300, reason: 'Chargeback', requestId: 'od-1', overdraft: true };
    const answer = await adjust(admin, body);
    expect(answer.status).toBe(200);
    expect(answer.body.balance).toBe(-300);
    expect(await ledgerOf(target.uid)).toEqual([
      expect.objectContaining({ amount: -300, balanceAfter: -300, overdraft: true, note: 'Chargeback' }),
    ]);
  });

  it('refuses an amount beyond the adjustment bound, either way', async () => {
    const admin = await platformAdmin();
    const target = await subscriber();
    for (const amount of [CREDIT_ADJUSTMENT_MAX + 1, -CREDIT_ADJUSTMENT_MAX - 1, Number.MAX_SAFE_INTEGER]) {
      const answer = await adjust(admin, {
        uid: target.uid,
        amount,
        reason: 'Big',
        requestId: `big-${amount}`,
      });
      expect(answer.status, String(amount)).toBe(400);
    }
    expect(await balanceOf(target.uid)).toBe(0);
  });

  it('answers the credits page after adjustments, leaving out a malformed entry instead of failing', async () => {
    const admin = await platformAdmin();
    const target = await subscriber();
    expect(
      (await adjust(admin, { uid: target.uid, amount: 40, reason: 'Gift', requestId: 'page-1' })).status,
    ).toBe(200);
    // An entry of an older shape (no balanceAfter), as an earlier adjustment wrote them.
    await db()
      .collection(COLLECTIONS.creditLedger)
      .doc(`legacy_${target.uid}`)
      .set({
        id: `legacy_${target.uid}`,
        uid: target.uid,
        amount: -5,
        reason: 'adjustment',
        createdAt: FieldValue.serverTimestamp(),
      });
    const credits = await api('GET', API_ROUTES.getCredits.path, { caller: target });
    expect(credits.status).toBe(200);
    expect(credits.body.balance).toBe(40);
    expect(credits.body.entries).toEqual([expect.objectContaining({ amount: 40, balanceAfter: 40 })]);
  });
});
