// Issue 15's journey: the Knowledge tab in Chromium against the local stack — upload a PDF and watch it
// become ready, edit its Markdown, crawl the fake bicycle-shop website with a limit of 20 (started beside
// the upload) and watch the progress, ask a question and see the crawled page's passage, then change a page and see the re-crawl's
// diff; then embed the web widget on a page of another origin, and rename the PDF on a draft (version
// control on) without changing the live agent's. The functions reach the fake site by name
// (PARLEY_OUTBOUND_LOCAL_HOSTS, set by the harness).
import { COLLECTIONS, documentSchema, websiteSchema } from '@parley/domain';
import { FAKE_WEBSITE_HOST } from '@parley/scripts/fakes';
import { adminApp, getTestEnv } from '@parley/scripts/testing';
import { getFirestore } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { buildPdf } from '../../../functions/src/knowledge/testing/pdf-fixture';
import { useJourneyStack } from '../journey-stack';
import { expectNoHorizontalOverflow, expectNoSeriousAxeViolations, PHONE_VIEWPORT } from '../page-checks';
import { serveEmbeddingSite } from '../pages/embedding-site';
import { KnowledgePage } from '../pages/knowledge';
import { startAsNewOwner } from '../pages/new-owner';

const journey = useJourneyStack();
const db = getFirestore(adminApp());

const run = Date.now().toString(36);
const owner = { name: 'Kim Knowledge', email: `kim-${run}@parley.test`, password: 'kim-pass-1' };
const GUIDE = 'bike-care.pdf';

const guidePdf = Buffer.from(
  buildPdf([
    [
      { text: 'Bike care guide', size: 20 },
      { text: 'Oil the chain every 300 kilometres.' },
      { text: 'Check tyre pressure every week.' },
    ],
  ]),
);

async function readWebsite(agentId: string) {
  const snapshot = await db.collection(COLLECTIONS.websites).where('agentId', '==', agentId).get();
  const [first] = snapshot.docs;
  return first ? websiteSchema.parse(first.data()) : null;
}

describe('the knowledge base', () => {
  it('indexes an upload, crawls a site, answers from it and shows what a re-crawl changed', async () => {
    const { stack, browser } = journey;
    const fakeWebsite = getTestEnv().fakeWebsiteUrl;
    if (!fakeWebsite) throw new Error('The harness started no fake website (fakeWebsiteUrl).');
    const siteUrl = `http://${FAKE_WEBSITE_HOST}:${new URL(fakeWebsite).port}/`;
    const appUrl = stack.appUrl.replace(/\/$/, '');
    const { context, page, agentId } = await startAsNewOwner(browser, appUrl, owner, `Harbour Bikes ${run}`, {
      width: 1280,
      height: 1000,
    });
    const knowledge = new KnowledgePage(page);
    await knowledge.goto(appUrl, agentId);
    await page.getByText(/No documents yet/).waitFor();

    // Upload a PDF, and start crawling the shop's site with a limit of 20 while the PDF is converted (the
    // two triggers' first starts overlap, which keeps the journey short).
    await knowledge.upload({ name: GUIDE, mimeType: 'application/pdf', buffer: guidePdf });
    await knowledge.addWebsite(siteUrl, 20);
    const site = knowledge.website(FAKE_WEBSITE_HOST);
    await site.getByText(/Queued|Crawling|Crawled/).waitFor();

    // The PDF shows Processing, then Ready once the trigger has converted and indexed it.
    await knowledge.document(GUIDE).getByText('Ready').waitFor();
    await expectNoSeriousAxeViolations(page);

    // Edit its Markdown in place: saved and re-indexed.
    await knowledge.rowAction(GUIDE, 'Edit Markdown');
    const editor = page.getByRole('textbox', { name: 'Markdown' });
    await expect.poll(() => editor.inputValue()).toContain('Oil the chain every 300 kilometres.');
    await editor.fill(`${await editor.inputValue()}\n\nBrake pads last about 2,000 kilometres.`);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Document saved').waitFor();
    await expect
      .poll(async () => {
        const snapshot = await db.collection(COLLECTIONS.documents).where('agentId', '==', agentId).get();
        return snapshot.docs.map((doc) => documentSchema.parse(doc.data()).contentMD).join('');
      })
      .toContain('Brake pads last about 2,000 kilometres.');

    // The crawl, meanwhile: its progress, then its page count.
    await site.getByText('Crawled', { exact: true }).waitFor();
    const crawled = await readWebsite(agentId);
    expect(crawled?.crawl.fetched).toBeGreaterThan(0);
    expect(crawled?.crawl.fetched).toBeLessThanOrEqual(20);
    await site.getByText(`${String(crawled?.pageCount ?? 0)} pages`).waitFor();

    // Ask: the passage comes from the crawled hours page, with its link.
    const passages = await knowledge.ask('Are you open on Sundays?');
    const hours = passages.filter({ hasText: 'closed on Sundays' }).first();
    await hours.waitFor();
    expect(await hours.getByRole('link').getAttribute('href')).toBe(`${siteUrl}hours`);

    // The shop changes its hours; a re-crawl reports that page as changed, with the diff.
    const edited = await fetch(`${fakeWebsite}_edit`, {
      method: 'POST',
      body: JSON.stringify({
        path: '/hours',
        body: 'Harbour Bikes is now open seven days a week, 9am to 5pm.',
      }),
    });
    expect(edited.ok).toBe(true);
    const before = crawled?.lastCrawledAt ?? 0;
    await site.getByRole('button', { name: 'Re-crawl now' }).click();
    await expect
      .poll(async () => (await readWebsite(agentId))?.lastCrawledAt ?? 0, { timeout: 60_000 })
      .toBeGreaterThan(before);
    await site.getByRole('button', { name: /Last re-crawl/ }).click();
    const diff = page.getByLabel(`Changes on ${siteUrl}hours`);
    await diff.getByText(/\+ .*open seven days a week/).waitFor();
    await diff.getByText(/- .*closed on Sundays/).waitFor();

    // An FAQ is added and deleted through the FAQ routes (the delete confirmed first); the widget's
    // greeting is written straight to Firestore, as the rules allow a member.
    await page.getByRole('button', { name: 'Add FAQ' }).click();
    const faq = page.getByRole('dialog', { name: 'Add FAQ' });
    await faq.getByRole('textbox', { name: 'Question' }).fill('Do you hire out e-bikes?');
    await faq.getByRole('textbox', { name: 'Answer' }).fill('Yes, from $45 a day.');
    await faq.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('list', { name: 'FAQs' }).getByText('Do you hire out e-bikes?').waitFor();
    await page.getByRole('button', { name: 'Delete: Do you hire out e-bikes?' }).click();
    await page
      .getByRole('dialog', { name: 'Delete this FAQ?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await page.getByText('FAQ deleted').waitFor();
    await page.getByText(/No FAQs yet/).waitFor();
    // The widget: the snippet the tab shows, pasted on a customer's site whose origin is allowed, shows
    // the launcher in the widget's colour (the site's CSS hides buttons: the shadow root keeps it) and
    // its greeting; on a site not allowed it shows nothing and says why in the console.
    const widget = page.getByRole('region', { name: 'Web widget' });
    const snippet = (await widget.getByLabel('Embed snippet').textContent()) ?? '';
    expect(snippet).toContain(`${appUrl}/widget.js`);
    const [allowedSite, otherSite] = await Promise.all([
      serveEmbeddingSite(snippet),
      serveEmbeddingSite(snippet),
    ]);
    await widget.getByRole('textbox', { name: 'Allowed websites' }).fill(allowedSite.origin);
    await widget.getByRole('textbox', { name: 'Greeting' }).fill('Hi! Ask us about bikes.');
    await widget.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Widget saved').waitFor();
    const visitor = await context.newPage();
    await visitor.goto(allowedSite.origin);
    const launcher = visitor.getByRole('button', { name: `Talk to Harbour Bikes ${run}` });
    await launcher.click();
    await visitor
      .getByRole('dialog', { name: `Harbour Bikes ${run}` })
      .getByText('Hi! Ask us about bikes.')
      .waitFor();
    expect(await launcher.evaluate((button) => getComputedStyle(button).backgroundColor)).toBe(
      'rgb(31, 111, 235)',
    );
    const stranger = await context.newPage();
    const refused = stranger.waitForEvent('console', (message) =>
      message.text().startsWith('Parley widget:'),
    );
    await stranger.goto(otherSite.origin);
    expect((await refused).text()).toContain('could not be loaded');
    expect(await stranger.locator('[data-parley-widget-host]').count()).toBe(0);
    await Promise.all([visitor.close(), stranger.close(), allowedSite.close(), otherSite.close()]);

    // Under version control the tab edits the draft: a rename there changes the draft's own copy of the
    // document, listed in its place, and the live agent keeps its document as it was.
    const orgId = (await db.collection(COLLECTIONS.agents).doc(agentId).get()).get('orgId') as string;
    await db.collection(COLLECTIONS.orgs).doc(orgId).update({ enableAgentVersionControl: true });
    await knowledge.goto(appUrl, agentId);
    await knowledge.rowAction(GUIDE, 'Rename');
    const rename = page.getByRole('dialog', { name: 'Rename' });
    await rename.getByRole('textbox', { name: 'Name' }).fill('Bike care (draft)');
    await rename.getByRole('button', { name: 'Save' }).click();
    await knowledge.document('Bike care (draft)').waitFor();
    await knowledge.document(GUIDE).waitFor({ state: 'detached' });
    const liveDocuments = await db.collection(COLLECTIONS.documents).where('agentId', '==', agentId).get();
    expect(liveDocuments.docs.map((doc) => documentSchema.parse(doc.data()).name)).toEqual([GUIDE]);

    // The tab fits a phone.
    await page.setViewportSize(PHONE_VIEWPORT);
    // The shell switches to its phone layout on the next render; measure that one.
    await page.getByRole('button', { name: 'Open navigation' }).waitFor();
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousAxeViolations(page);
    await context.close();
  });
});
