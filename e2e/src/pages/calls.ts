// The call log, call detail and analytics screens, driven by roles and visible labels the way a user
// (or a screen reader) finds them.
import type { Locator, Page } from 'playwright-core';

/** /agent/{agentId}/calls and /calls: the filters, the grid of calls and the export. */
export class CallLogPage {
  constructor(readonly page: Page) {}

  async goto(baseUrl: string, agentId: string): Promise<void> {
    await this.page.goto(`${baseUrl}/agent/${encodeURIComponent(agentId)}/calls`);
  }

  get grid(): Locator {
    return this.page.getByRole('grid', { name: 'Call log' });
  }

  /** The grid's data rows (the header row is not one). */
  get rows(): Locator {
    return this.grid.locator('.MuiDataGrid-row');
  }

  async filter(label: string, option: string): Promise<void> {
    await this.page.getByRole('combobox', { name: label }).click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
  }

  /** Opens the call in the given row by its start-time link. */
  async openRow(index: number): Promise<void> {
    await this.rows.nth(index).getByRole('link').click();
  }

  get exportButton(): Locator {
    return this.page.getByRole('button', { name: 'Export CSV' });
  }
}

/** /agent/{agentId}/calls/{callId}: the recording and its transcript. */
export class CallDetailPage {
  constructor(readonly page: Page) {}

  get recording(): Locator {
    return this.page.getByLabel('Call recording');
  }

  get transcript(): Locator {
    return this.page.getByRole('list', { name: 'Transcript' });
  }

  /** A transcript line's seek button, by its event label ('Knowledge base', 'Caller'...). */
  line(label: string): Locator {
    return this.transcript.getByRole('button', { name: new RegExp(`^Play from [0-9:]+ ${label} `) }).first();
  }

  /** The recording's position and whether it plays. */
  playback(): Promise<{ currentTime: number; paused: boolean }> {
    return this.recording.evaluate((audio: HTMLAudioElement) => ({
      currentTime: audio.currentTime,
      paused: audio.paused,
    }));
  }
}

/** /agent/{agentId}/analytics: totals, charts and breakdowns. */
export class AnalyticsPage {
  constructor(readonly page: Page) {}

  async goto(baseUrl: string, agentId: string): Promise<void> {
    await this.page.goto(`${baseUrl}/agent/${encodeURIComponent(agentId)}/analytics`);
  }

  /** A total's figure ('Calls', 'Completion rate'...). */
  kpi(label: string): Locator {
    return this.page.locator(`[data-kpi="${label}"]`);
  }

  /** The bars of one series of a chart (by the chart's id and the series' fill colour). */
  bars(chartId: string, fill: string): Locator {
    return this.page.locator(`[data-chart="${chartId}"] path.recharts-rectangle[fill="${fill}"]`);
  }
}
