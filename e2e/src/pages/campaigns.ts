// The campaigns, campaign and agent numbers screens, driven by roles and visible labels the way a user
// (or a screen reader) finds them. Texts are the spec's, written out so a renamed label fails.
import type { Locator, Page } from 'playwright-core';

type RoutingMethod = 'Weight Routing' | 'State-Based Routing' | 'Country-Based Routing';
type CampaignAction = 'Start' | 'Pause' | 'Resume' | 'Terminate' | 'Delete';

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Confirms the open confirmation dialog with its action button. */
async function confirm(page: Page, title: RegExp, button: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** /agent/{agentId}/campaigns: the agent's campaigns. */
export class CampaignsPage {
  constructor(readonly page: Page) {}

  async goto(baseUrl: string, agentId: string): Promise<void> {
    await this.page.goto(`${baseUrl}/agent/${encodeURIComponent(agentId)}/campaigns`);
  }

  get list(): Locator {
    return this.page.getByRole('list', { name: 'Campaigns' });
  }

  get newCampaignButton(): Locator {
    return this.page.getByRole('button', { name: 'New campaign' });
  }

  /** The row of a campaign, found by its link. */
  row(name: string): Locator {
    return this.list
      .getByRole('listitem')
      .filter({ has: this.page.getByRole('link', { name, exact: true }) });
  }

  /** Runs a campaign action from the list and confirms it. */
  async act(name: string, action: CampaignAction): Promise<void> {
    await this.page
      .getByRole('group', { name: `${name} actions` })
      .getByRole('button', { name: action })
      .click();
    await confirm(this.page, new RegExp(`^${action} campaign ${literal(name)}\\?$`), action);
  }

  /** Opens 'New campaign' and fills it; the caller checks the preview and saves with `form.save()`. */
  async startNewCampaign(name: string, csv: string): Promise<CampaignForm> {
    await this.newCampaignButton.click();
    const form = new CampaignForm(this.page, 'New campaign');
    await form.name.fill(name);
    await form.chooseCsv(csv);
    return form;
  }

  async open(name: string): Promise<CampaignPage> {
    await this.list.getByRole('link', { name, exact: true }).click();
    return new CampaignPage(this.page);
  }
}

/** The create/edit campaign dialog. */
export class CampaignForm {
  readonly dialog: Locator;

  constructor(
    readonly page: Page,
    title: 'New campaign' | 'Edit campaign',
  ) {
    this.dialog = page.getByRole('dialog', { name: title });
  }

  get name(): Locator {
    return this.dialog.getByRole('textbox', { name: /Campaign name/ });
  }

  get preview(): Locator {
    return this.dialog.getByRole('table', { name: 'Contacts preview' });
  }

  /** The preview summary, e.g. '2 contacts ready, 1 rows with errors'. */
  get summary(): Locator {
    return this.dialog.getByText(/contacts ready, \d+ rows with errors$/);
  }

  /** A row error as shown: 'Row 3: Invalid phone number: x'. */
  rowError(row: number): Locator {
    return this.dialog.getByText(new RegExp(`^Row ${String(row)}: `));
  }

  async chooseCsv(csv: string, fileName = 'contacts.csv'): Promise<void> {
    await this.dialog.getByLabel('Choose CSV file').setInputFiles({
      name: fileName,
      mimeType: 'text/csv',
      buffer: Buffer.from(csv),
    });
  }

  /**
   * Lets the campaign call at any time: every day ticked and 'Calls from' equal to 'Calls until' (a
   * 24-hour window), so a run does not wait for the default weekday office hours.
   */
  async callAnyTime(): Promise<void> {
    for (const day of ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']) {
      await this.dialog.getByRole('checkbox', { name: day, exact: true }).check();
    }
    await this.dialog.getByLabel('Calls from').fill('00:00');
    await this.dialog.getByLabel('Calls until').fill('00:00');
  }

  get saveButton(): Locator {
    return this.dialog.getByRole('button', { name: 'Save campaign' });
  }

  async save(): Promise<void> {
    await this.saveButton.click();
    await this.dialog.waitFor({ state: 'detached' });
  }
}

/** /agent/{agentId}/campaigns/{campaignId}: one campaign, its numbers and call log. */
export class CampaignPage {
  constructor(readonly page: Page) {}

  /** The campaign's name: the page's first level-2 heading, under the agent workspace's h1 (the agent). */
  get heading(): Locator {
    return this.page.getByRole('heading', { level: 2 }).first();
  }

  get numbers(): Locator {
    return this.page.getByRole('region', { name: 'Phone Numbers' });
  }

  get routingMethod(): Locator {
    return this.numbers.getByRole('combobox', { name: 'Routing Method' });
  }

  async chooseRouting(method: RoutingMethod): Promise<void> {
    await this.routingMethod.click();
    await this.page.getByRole('option', { name: method }).click();
  }

  /** The 'Total: N%' badge (weight view) or the 'N Active' badge (state and country views). */
  get badge(): Locator {
    return this.numbers.getByRole('status').first();
  }

  weight(number: string): Locator {
    return this.numbers.getByRole('spinbutton', { name: `Weight for ${number}` });
  }

  activeCheckbox(number: string): Locator {
    return this.numbers.getByRole('checkbox', { name: `Select ${number}` });
  }

  /** A region group of the state or country view ('California', 'Unknown Region'). */
  group(label: string): Locator {
    return this.numbers.getByRole('region', { name: label, exact: true });
  }

  regionSwitch(number: string): Locator {
    return this.numbers.getByRole('switch', { name: number });
  }

  async saveRouting(): Promise<void> {
    await this.numbers.page().getByRole('button', { name: 'Save routing' }).click();
  }

  /** Opens 'Add Phone Numbers', ticks the numbers and adds them. */
  async addNumbers(numbers: readonly string[]): Promise<void> {
    await this.numbers.getByRole('button', { name: 'Add Phone Numbers' }).click();
    await this.addToCampaign(numbers);
  }

  /** In the open 'Add Phone Numbers' modal, ticks the numbers and adds them. */
  async addToCampaign(numbers: readonly string[]): Promise<void> {
    const dialog = this.page.getByRole('dialog', { name: 'Add Phone Numbers' });
    for (const number of numbers) await dialog.getByRole('checkbox', { name: number, exact: true }).check();
    await dialog.getByRole('button', { name: `Add to Campaign (${String(numbers.length)})` }).click();
    await dialog.waitFor({ state: 'detached' });
  }

  /**
   * From 'Add Phone Numbers', connects a Twilio account ('Connect & Fetch Numbers'); the Add Phone
   * Numbers modal stays open, listing the imported numbers once refetched.
   */
  async importFromTwilio(accountSid: string, authToken: string): Promise<void> {
    await this.numbers.getByRole('button', { name: 'Add Phone Numbers' }).click();
    await this.page.getByRole('button', { name: 'Import numbers from Twilio' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Import Numbers From Twilio' });
    await dialog.getByLabel('Twilio Account SID').fill(accountSid);
    await dialog.getByLabel('Twilio Auth Token').fill(authToken);
    await dialog.getByRole('button', { name: 'Connect & Fetch Numbers' }).click();
    await dialog.waitFor({ state: 'detached' });
  }

  async act(action: CampaignAction): Promise<void> {
    const name = (await this.heading.textContent()) ?? '';
    await this.page
      .getByRole('group', { name: `${name} actions` })
      .getByRole('button', { name: action })
      .click();
    await confirm(this.page, new RegExp(`^${action} campaign ${literal(name)}\\?$`), action);
  }

  /**
   * The campaign's run state chip showing `label` ('In progress', 'Completed'...): a chip, unlike the
   * call log's status cells, which use some of the same words.
   */
  runState(label: string): Locator {
    return this.page.locator('.MuiChip-root').getByText(label, { exact: true });
  }

  /** The campaign's call log: the calls feature's grid, pinned to the campaign, with its filters. */
  get callLog(): Locator {
    return this.page.getByRole('region', { name: 'Call log' });
  }

  /** The log's data rows on the page shown (the header row is not one). */
  get callRows(): Locator {
    return this.callLog.getByRole('grid', { name: 'Call log' }).locator('.MuiDataGrid-row');
  }

  /** Shows up to `count` calls a page (the grid's 'Rows per page'). */
  async showCallsPerPage(count: number): Promise<void> {
    await this.callLog.getByRole('combobox', { name: /rows per page/i }).click();
    await this.page.getByRole('option', { name: String(count), exact: true }).click();
  }

  /** The call log row of a called number. */
  call(toNumber: string): Locator {
    return this.callRows.filter({ hasText: toNumber });
  }

  /** The number that placed the call to `toNumber`. */
  numberUsed(toNumber: string): Locator {
    return this.call(toNumber).locator('[data-field="fromNumber"]');
  }
}

/** /agent/{agentId}/numbers: the agent's phone numbers. */
export class AgentNumbersPage {
  constructor(readonly page: Page) {}

  async goto(baseUrl: string, agentId: string): Promise<void> {
    await this.page.goto(`${baseUrl}/agent/${encodeURIComponent(agentId)}/numbers`);
  }

  get list(): Locator {
    return this.page.getByRole('list', { name: 'Phone Numbers' });
  }

  row(number: string): Locator {
    return this.list.getByRole('listitem').filter({ hasText: number });
  }

  /** Buys the first number offered for an area code. */
  async buy(areaCode: string, countryCode = 'United States'): Promise<string> {
    await this.page.getByRole('button', { name: 'Buy number' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Buy number' });
    const country = dialog.getByRole('combobox', { name: 'Country' });
    if ((await country.textContent()) !== countryCode) {
      await country.click();
      await this.page.getByRole('option', { name: countryCode }).click();
    }
    await dialog.getByRole('textbox', { name: 'Area code' }).fill(areaCode);
    await dialog.getByRole('button', { name: 'Search' }).click();
    const first = dialog.getByRole('radio').first();
    await first.check();
    const value = (await first.getAttribute('value')) ?? '';
    await dialog.getByRole('button', { name: 'Buy', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    return value;
  }

  async importFromTwilio(phoneNumber: string, accountSid: string, authToken: string): Promise<void> {
    await this.page.getByRole('button', { name: 'Import number' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Import number' });
    await dialog.getByRole('textbox', { name: /Phone number/ }).fill(phoneNumber);
    await dialog.getByLabel('Twilio Account SID').fill(accountSid);
    await dialog.getByLabel('Twilio Auth Token').fill(authToken);
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
  }

  async addSipAddress(sipAddress: string): Promise<void> {
    await this.page.getByRole('button', { name: 'Add SIP address' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Add SIP address' });
    await dialog.getByRole('textbox', { name: /SIP address/ }).fill(sipAddress);
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
  }

  async setPrimary(number: string): Promise<void> {
    await this.page.getByRole('button', { name: `Set as primary: ${number}` }).click();
  }

  async delete(number: string): Promise<void> {
    await this.page.getByRole('button', { name: `Delete: ${number}` }).click();
    await confirm(this.page, new RegExp(`^Delete ${literal(number)}\\?$`), 'Delete');
  }
}
