// Issue 18's journey: the fake voice engine places calls → they appear live in the agent's call log →
// filter by sentiment and reason (kept in the URL) → open one, play its recording and seek from a
// transcript line → export the filtered calls as CSV → the dashboard's counts match the log → a chart
// bar opens exactly its calls.
import { readFile } from 'node:fs/promises';
import { API_FUNCTION_NAME, API_ROUTES } from '@parley/domain';
import { LOCAL_VOICE_ENGINE_SECRET, startFakeVoiceEngine, type FakeVoiceEngine } from '@parley/scripts/fakes';
import { getTestEnv, requireFunctionsEmulator } from '@parley/scripts/testing';
import { afterAll, describe, expect, it } from 'vitest';
import { useJourneyStack } from '../journey-stack';
import { PHONE_VIEWPORT, expectNoHorizontalOverflow, expectNoSeriousAxeViolations } from '../page-checks';
import { AnalyticsPage, CallDetailPage, CallLogPage } from '../pages/calls';
import { startAsNewOwner } from '../pages/new-owner';
import { grantPlan } from '../plans';

const journey = useJourneyStack();

const run = Date.now().toString(36);
const owner = { name: 'Cleo Calls', email: `cleo-${run}@parley.test`, password: 'cleo-pass-1' };

// The fake's five call scripts, played in order (seeds 0–4): booking (Positive), complaint with a
// transfer (Negative), information (Neutral), billing (Positive), no answer (Unsure).
const CALLS = 5;
const NEGATIVE_FILL = '#d32f2f';

let engine: FakeVoiceEngine | undefined;
afterAll(async () => {
  await engine?.close();
});

describe('calls and analytics', () => {
  it('shows calls live, filters, plays, exports and opens them from the dashboard', async () => {
    const { stack, browser } = journey;
    const baseUrl = stack.appUrl.replace(/\/$/, '');
    const functions = await requireFunctionsEmulator();
    const apiUrl = `http://${functions}/${getTestEnv().projectId}/us-central1/${API_FUNCTION_NAME}`;
    engine = await startFakeVoiceEngine({
      callEventsUrl: `${apiUrl}${API_ROUTES.callEvents.path}`,
      webhookSecret: LOCAL_VOICE_ENGINE_SECRET,
    });

    // The export's CSV is a download: a new context accepts downloads by default.
    const { context, page, agentId } = await startAsNewOwner(browser, baseUrl, owner, `Front desk ${run}`);
    // Export and highlights are paid features (STARTER and up).
    await grantPlan(owner.email, 'STARTER');

    // The empty log, then the engine's calls arriving in it live.
    const log = new CallLogPage(page);
    await log.goto(baseUrl, agentId);
    await page.getByText('No calls yet', { exact: false }).waitFor();
    await expectNoSeriousAxeViolations(page);
    const simulated = await fetch(`${engine.url}/simulate/calls`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ agentId, count: CALLS }),
    });
    expect(simulated.status).toBe(201);
    await expect.poll(() => log.rows.count()).toBe(CALLS);

    // Filters narrow the log and live in its URL.
    await log.filter('Sentiment', 'Negative');
    await log.filter('Reason', 'Complaint');
    await expect.poll(() => new URL(page.url()).search).toBe('?sentiment=Negative&reason=Complaint');
    await expect.poll(() => log.rows.count()).toBe(1);
    await expect.poll(() => log.rows.first().textContent()).toContain('Complaint');

    // The call: seek the recording from a transcript line, which becomes the line playing.
    await log.openRow(0);
    const detail = new CallDetailPage(page);
    await detail.transcript.waitFor();
    await expectNoSeriousAxeViolations(page);
    const retrieval = detail.line('Knowledge base');
    const at = Number(
      /^0:(\d\d)/.exec((await retrieval.locator('.MuiTypography-caption').first().textContent()) ?? '')?.[1],
    );
    await retrieval.click();
    await expect.poll(async () => (await detail.playback()).currentTime).toBeGreaterThanOrEqual(at);
    await expect.poll(async () => (await detail.playback()).paused).toBe(false);
    await expect
      .poll(() => detail.transcript.locator('li[aria-current="true"]').first().textContent())
      .toContain('Knowledge base');
    await expect
      .poll(() => page.getByRole('region', { name: 'Highlights' }).textContent())
      .toContain('Unhappy customer');

    // Back to the filtered log; its CSV holds exactly the filtered call.
    await page.getByRole('link', { name: 'Back to calls' }).click();
    await expect.poll(() => new URL(page.url()).search).toBe('?sentiment=Negative&reason=Complaint');
    await expect.poll(() => log.rows.count()).toBe(1);
    const [download] = await Promise.all([page.waitForEvent('download'), log.exportButton.click()]);
    const csv = await readFile(await download.path(), 'utf8');
    const lines = csv.trim().split('\r\n');
    expect(lines[0]).toMatch(/^id,startedAt,type,status/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('Negative');
    await page.getByText('Exported 1 calls').waitFor();

    // The dashboard counts what the log lists, and a bar opens exactly its calls.
    const analytics = new AnalyticsPage(page);
    await analytics.goto(baseUrl, agentId);
    await expect.poll(() => analytics.kpi('Calls').textContent()).toBe(String(CALLS));
    await expectNoSeriousAxeViolations(page);
    await analytics.bars('chart-sentiment', NEGATIVE_FILL).filter({ visible: true }).first().click();
    await page.waitForURL(/\/calls\?/);
    expect(new URL(page.url()).searchParams.get('sentiment')).toBe('Negative');
    await expect.poll(() => log.rows.count()).toBe(1);
    await analytics.goto(baseUrl, agentId);
    await analytics.kpi('Calls').click();
    await expect.poll(() => log.rows.count()).toBe(CALLS);

    // On a phone, neither screen scrolls sideways.
    await page.setViewportSize(PHONE_VIEWPORT);
    await expectNoHorizontalOverflow(page);
    await analytics.goto(baseUrl, agentId);
    await analytics.kpi('Calls').waitFor();
    await expectNoHorizontalOverflow(page);
    await context.close();
  });
});
