// The agent page's Voice section and the voice library modal, driven by roles and visible labels the
// way a user (or a screen reader) finds them. Texts are the spec's, written out so a renamed label fails.
import type { Locator, Page } from 'playwright-core';

/** An accessible name: `prefix` and `suffix` are patterns, the voice name is matched literally. */
function named(prefix: string, voiceName: string, suffix = ''): RegExp {
  const literal = voiceName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${prefix} ${literal}${suffix}$`);
}

/** The voice library modal ('Choose a voice') and what it contains. */
export class VoiceLibraryModal {
  readonly dialog: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog', { name: 'Choose a voice' });
  }

  get search(): Locator {
    return this.dialog.getByRole('textbox', { name: 'Search any voice' });
  }

  get table(): Locator {
    return this.dialog.getByRole('table', { name: 'Explore All Voices' });
  }

  get featured(): Locator {
    return this.dialog.getByRole('region', { name: 'Featured Voices' });
  }

  /** The table row of a voice, found by its Select/Selected button (whose name carries the voice's). */
  row(name: string): Locator {
    return this.table.getByRole('row').filter({
      has: this.page.getByRole('button', { name: named('Select(ed)?', name) }),
    });
  }

  /** Voice names in the table's order (only the rows drawn; the table is virtualised). */
  async rowNames(): Promise<string[]> {
    const rows = this.table.getByRole('row');
    const names = await rows.evaluateAll((elements) =>
      elements.slice(1).map((row) => row.querySelector('[role="cell"]')?.textContent ?? ''),
    );
    return names.filter((name) => name !== '');
  }

  async searchFor(text: string): Promise<void> {
    await this.search.fill(text);
  }

  async clearSearch(): Promise<void> {
    await this.dialog.getByRole('button', { name: 'Clear search' }).click();
  }

  /** Clicks Select in the voice's table row (the beta warning may follow for realtime voices). */
  async select(name: string): Promise<void> {
    await this.row(name)
      .getByRole('button', { name: `Select ${name}`, exact: true })
      .click();
  }

  selectedButton(name: string): Locator {
    return this.row(name).getByRole('button', { name: `Selected ${name}`, exact: true });
  }

  async toggleFavourite(name: string): Promise<void> {
    await this.row(name)
      .getByRole('button', { name: named('(Add|Remove)', name, ' (to|from) favorites') })
      .click();
  }

  async togglePlay(name: string): Promise<void> {
    await this.row(name)
      .getByRole('button', { name: named('(Play|Pause)', name) })
      .click();
  }

  async customize(name: string): Promise<CustomizeVoicePanel> {
    await this.row(name)
      .getByRole('button', { name: `Customize ${name}`, exact: true })
      .click();
    return new CustomizeVoicePanel(this.page);
  }

  async showFavouritesOnly(): Promise<void> {
    await this.dialog.getByRole('button', { name: 'Your Favorites' }).click();
  }

  /** Opens Filters, ticks `option` (e.g. 'male', 'OpenAI Realtime'), and closes the popover. */
  async filterBy(option: string): Promise<void> {
    await this.dialog.getByRole('button', { name: 'Filters' }).click();
    const popover = this.page.getByRole('dialog', { name: 'Filters' });
    await popover.getByRole('checkbox', { name: option, exact: true }).check();
    await this.page.keyboard.press('Escape');
  }

  /** The Beta Warning dialog that choosing a realtime voice opens. */
  get betaWarning(): Locator {
    return this.page.getByRole('dialog', { name: 'Beta Warning' });
  }

  /** Fills and submits 'Add a voice' (provider '11 Labs'); the language by its label, e.g. 'English'. */
  async addVoice(voiceId: string, language: string): Promise<void> {
    await this.dialog.getByRole('button', { name: 'Add Voice' }).click();
    const form = this.page.getByRole('dialog', { name: 'Add a voice' });
    await form.getByRole('combobox', { name: /Provider/ }).click();
    await this.page.getByRole('option', { name: '11 Labs' }).click();
    await form.getByRole('textbox', { name: /ID/ }).fill(voiceId);
    await form.getByRole('combobox', { name: /Language/ }).click();
    await this.page.getByRole('option', { name: language, exact: true }).click();
    await form.getByRole('button', { name: 'Add Voice' }).click();
  }

  async openClone(): Promise<void> {
    await this.dialog.getByRole('button', { name: 'Clone Voice' }).click();
  }

  /** Closes the modal; the agent saves the chosen voice ('Agent updated.'). */
  async close(): Promise<void> {
    await this.dialog.getByRole('button', { name: 'Close', exact: true }).click();
  }
}

/** The 'Customize Voice' side panel. */
export class CustomizeVoicePanel {
  readonly panel: Locator;

  constructor(readonly page: Page) {
    this.panel = page.getByRole('dialog', { name: 'Customize Voice' });
  }

  get speed(): Locator {
    return this.panel.getByRole('slider', { name: 'Speed' });
  }

  get multiLingual(): Locator {
    return this.panel.getByRole('switch', { name: 'Multi-Lingual Support' });
  }

  get save(): Locator {
    return this.panel.getByRole('button', { name: 'Save settings' });
  }

  /** Moves the speed by `steps` slider steps of 0.05 (negative: slower) with the keyboard. */
  async nudgeSpeed(steps: number): Promise<void> {
    await this.speed.focus();
    const key = steps > 0 ? 'ArrowRight' : 'ArrowLeft';
    for (let step = 0; step < Math.abs(steps); step += 1) await this.page.keyboard.press(key);
  }
}

/** The agent page's Voice section. */
export class AgentVoiceSection {
  readonly region: Locator;

  constructor(readonly page: Page) {
    this.region = page.getByRole('region', { name: 'Voice', exact: true });
  }

  async openLibrary(): Promise<VoiceLibraryModal> {
    await this.region.getByRole('button', { name: 'Choose voice' }).click();
    const modal = new VoiceLibraryModal(this.page);
    await modal.dialog.waitFor();
    return modal;
  }

  async customize(): Promise<CustomizeVoicePanel> {
    await this.region.getByRole('button', { name: 'Customize Voice' }).click();
    return new CustomizeVoicePanel(this.page);
  }
}

/** The 'Create Your Voice Clone' modal, opened from the library's 'Clone Voice'. */
export class CloneVoiceModal {
  readonly dialog: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog', { name: 'Create Your Voice Clone' });
  }

  /** Step 1: an uploaded sample, a name, gender and language by their labels, and the consent box. */
  async fillForm(form: {
    file: { name: string; mimeType: string; buffer: Buffer };
    name: string;
    gender: string;
    language: string;
  }): Promise<void> {
    // The picker's <input type=file> is hidden behind its button; Playwright sets files on it directly.
    await this.dialog.locator('input[type="file"]').setInputFiles(form.file);
    await this.dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(form.name);
    for (const [label, option] of [
      ['Gender', form.gender],
      ['Language', form.language],
    ] as const) {
      await this.dialog.getByRole('combobox', { name: new RegExp(`^${label}`) }).click();
      await this.page.getByRole('option', { name: option, exact: true }).click();
    }
    await this.dialog.getByRole('checkbox').check();
  }

  async submit(): Promise<void> {
    await this.dialog.getByRole('button', { name: 'Clone', exact: true }).click();
  }

  /** Step 2's radio and player of a sample ('Sample A', 'Sample B'). */
  sample(label: string): { radio: Locator; player: Locator } {
    return {
      radio: this.dialog.getByRole('radio', { name: label }),
      player: this.dialog.locator(`audio[aria-label="${label}"]`),
    };
  }

  /** Step 2's Back: to the form, the sample kept; the unchosen clone is discarded. */
  get back(): Locator {
    return this.dialog.getByRole('button', { name: 'Back', exact: true });
  }

  get saveVoice(): Locator {
    return this.dialog.getByRole('button', { name: 'Save Voice' });
  }
}
