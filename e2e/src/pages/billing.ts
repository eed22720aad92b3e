// The pricing and billing screens and the fake Stripe's hosted pages (scripts/fakes/stripe.ts), driven
// by roles and visible labels. Texts are written out so a renamed label fails.
import type { Locator, Page } from 'playwright-core';

/** /pricing: the five tiers. */
export class PricingPage {
  constructor(readonly page: Page) {}

  tier(name: string): Locator {
    return this.page.getByRole('region', { name, exact: true });
  }

  /** Upgrade to a tier through Stripe Checkout: lands on the fake's checkout page. */
  async upgradeTo(name: string): Promise<void> {
    await this.page.getByRole('button', { name: `Upgrade: ${name}` }).click();
    await this.page.getByRole('heading', { name: 'Checkout (fake Stripe)' }).waitFor();
  }
}

/** /settings/billing: plan, credits and invoices. */
export class BillingPage {
  constructor(readonly page: Page) {}

  get plan(): Locator {
    return this.page.getByRole('region', { name: 'Plan' }).getByTestId('current-plan');
  }

  get balance(): Locator {
    return this.page.getByTestId('credit-balance');
  }

  get ledger(): Locator {
    return this.page.getByRole('table', { name: 'Credit history' });
  }

  get lapsedBanner(): Locator {
    return this.page.getByRole('alert').filter({ hasText: 'the Free plan’s limits' });
  }

  /** Manage billing → the fake Customer Portal → Cancel subscription; back on this page. */
  async cancelInPortal(): Promise<void> {
    await this.page.getByRole('button', { name: 'Manage billing' }).first().click();
    await this.page.getByRole('heading', { name: 'Customer portal (fake Stripe)' }).waitFor();
    await this.page.getByRole('button', { name: 'Cancel subscription' }).click();
    await this.page.waitForURL(/\/settings\/billing$/);
  }
}

/** Pays on the fake's hosted checkout page; Stripe sends the browser back to the Billing page. */
export async function payOnFakeCheckout(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Pay' }).click();
  await page.waitForURL(/\/settings\/billing\?checkout=success$/);
}
