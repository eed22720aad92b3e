// Issue 7's journey: the voice library on an agent page, in Chromium against the local stack — open it,
// search, filter, favourite a voice while a second user's browser watches its count, preview a clip (the
// audio really plays), customise the speed, clone from an uploaded WAV, add a voice by ElevenLabs id,
// the realtime voice's beta warning with and without the account flag, and axe-core on the open modal.
import { COLLECTIONS, SPECIAL_VOICE_IDS, type Agent } from '@parley/domain';
import { seed } from '@parley/scripts/seed';
import { adminApp, getTestEnv } from '@parley/scripts/testing';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { screenshotOpenPages } from '../browser';
import { cloneSampleWav } from '../fixtures/clone-sample';
import { useJourneyStack } from '../journey-stack';
import {
  expectNoHorizontalOverflow,
  expectNoSeriousAxeViolations,
  expectWithinViewportWidth,
  PHONE_VIEWPORT,
} from '../page-checks';
import type { Account } from '../pages/auth';
import { startAsNewOwner } from '../pages/new-owner';
import { AgentVoiceSection, CloneVoiceModal, type VoiceLibraryModal } from '../pages/voice-library';

const journey = useJourneyStack();
const admin = adminApp();

const run = Date.now().toString(36);
const owner = { name: 'Vera Voices', email: `vera-${run}@parley.test`, password: 'vera-pass-1' };
const watcher = { name: 'Walt Watcher', email: `walt-${run}@parley.test`, password: 'walt-pass-1' };

/** A signed-in user on their own new agent's page. */
interface AgentSession {
  page: Page;
  agentId: string;
  uid: string;
}
let vera: AgentSession;
let walt: AgentSession;

// The preview plays through an Audio() the page never attaches to the DOM, so the journey listens on
// every media element's play(): the furthest playback position any of them reached. Source text,
// because the page has none of the helpers a transpiled function may reference.
const RECORD_PLAYBACK = `(() => {
  window.__parleyPlayedSeconds = 0;
  const play = HTMLMediaElement.prototype.play;
  HTMLMediaElement.prototype.play = function (...args) {
    this.addEventListener('timeupdate', () => {
      window.__parleyPlayedSeconds = Math.max(window.__parleyPlayedSeconds, this.currentTime);
    });
    return play.apply(this, args);
  };
})();`;

async function openAgentAs(account: Account): Promise<AgentSession> {
  const base = journey.stack.appUrl.replace(/\/$/, '');
  const { context, page, agentId } = await startAsNewOwner(
    journey.browser,
    base,
    account,
    `${account.name} ${run}`,
  );
  // Runs from the page's next navigation on: every step opens the library by loading the agent page.
  await context.addInitScript(RECORD_PLAYBACK);
  const { uid } = await getAuth(admin).getUserByEmail(account.email);
  return { page, agentId, uid };
}

/** Reloads the agent page and opens the library, so each step starts from a fresh modal. */
async function openLibrary(session: AgentSession): Promise<VoiceLibraryModal> {
  await session.page.goto(`${journey.stack.appUrl}agent/${session.agentId}`);
  const modal = await new AgentVoiceSection(session.page).openLibrary();
  await modal.table.getByRole('row').nth(1).waitFor();
  return modal;
}

async function readAgent(agentId: string): Promise<Agent> {
  const snapshot = await getFirestore(admin).collection(COLLECTIONS.agents).doc(agentId).get();
  return snapshot.data() as Agent;
}

/** The ids of `ownerUid`'s voices called `name`, as stored. */
async function voiceIdsNamed(ownerUid: string, name: string): Promise<string[]> {
  const snapshot = await getFirestore(admin)
    .collection(COLLECTIONS.voices)
    .where('ownerUid', '==', ownerUid)
    .where('name', '==', name)
    .get();
  return snapshot.docs.map((voice) => voice.id);
}

/** The clone candidates (unchosen clones) `ownerUid` still has. */
async function cloneCandidatesOf(ownerUid: string): Promise<string[]> {
  const snapshot = await getFirestore(admin)
    .collection(COLLECTIONS.voiceCloneCandidates)
    .where('ownerUid', '==', ownerUid)
    .get();
  return snapshot.docs.map((candidate) => candidate.id);
}

const usedFigure = async (modal: VoiceLibraryModal, name: string): Promise<number> =>
  Number(await modal.row(name).getByRole('cell').nth(1).textContent());

const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

beforeAll(async () => {
  // The System voices (with their preview clips in Storage) come from the seed, as `npm start` has them.
  const { projectId, storage } = getTestEnv();
  const bucket = `${projectId}.appspot.com`;
  await seed({
    db: getFirestore(admin),
    auth: getAuth(admin),
    clips: { location: { origin: `http://${storage}`, bucket }, bucket: getStorage(admin).bucket(bucket) },
  });
  try {
    [vera, walt] = await Promise.all([openAgentAs(owner), openAgentAs(watcher)]);
  } catch (error) {
    await screenshotOpenPages(journey.browser, 'voice-library-sign-up');
    throw error;
  }
}, 300_000);

describe('the voice library', () => {
  it('opens from the agent page, searches, and filters by provider and accent', async () => {
    const modal = await openLibrary(vera);
    await modal.featured.waitFor();

    await modal.searchFor('Eszter');
    await expect.poll(() => modal.rowNames()).toEqual(['Eszter']);
    await modal.clearSearch();
    await expect.poll(async () => (await modal.rowNames()).length).toBeGreaterThan(1);

    await modal.filterBy('Cartesia');
    await modal.filterBy('British');
    await expect.poll(() => modal.rowNames()).toEqual(['Oliver']);
  });

  it('has no serious or critical axe-core violations on the agent page and in the open modal', async () => {
    const modal = await openLibrary(vera);
    await modal.featured.waitFor();
    await expectNoSeriousAxeViolations(vera.page, modal.dialog);
    await modal.close();
    await modal.dialog.waitFor({ state: 'detached' });
    await expectNoSeriousAxeViolations(vera.page);
  });

  it('fits a 390 px phone: the voice actions on screen, Customize Voice over the library', async () => {
    await vera.page.setViewportSize(PHONE_VIEWPORT);
    try {
      const modal = await openLibrary(vera);
      await expectNoHorizontalOverflow(vera.page);
      await expectWithinViewportWidth(
        vera.page,
        modal.row('Scarlett').getByRole('button', { name: 'Customize Scarlett' }),
      );
      // Playwright clicks only what is on top: the panel's Close is covered if the library hides it.
      const panel = await modal.customize('Scarlett');
      await panel.panel.getByRole('button', { name: 'Close', exact: true }).click();
      await panel.panel.waitFor({ state: 'detached' });
      await modal.table.waitFor();
    } finally {
      await vera.page.setViewportSize({ width: 1280, height: 900 });
    }
  });

  it("shows a favourite's count change live in another user's open library", async () => {
    const [watching, favouriting] = await Promise.all([openLibrary(walt), openLibrary(vera)]);
    await Promise.all([watching.searchFor('Jack'), favouriting.searchFor('Jack')]);
    await watching.row('Jack').waitFor();
    const before = await usedFigure(watching, 'Jack');

    await favouriting.toggleFavourite('Jack');
    await favouriting.row('Jack').getByRole('button', { name: 'Remove Jack from favorites' }).waitFor();
    await expect.poll(() => usedFigure(watching, 'Jack'), { timeout: 30_000 }).toBe(before + 1);

    await favouriting.toggleFavourite('Jack');
    await favouriting.row('Jack').getByRole('button', { name: 'Add Jack to favorites' }).waitFor();
    await expect.poll(() => usedFigure(watching, 'Jack'), { timeout: 30_000 }).toBe(before);
  });

  it("plays a voice's preview clip", async () => {
    const modal = await openLibrary(vera);
    await modal.searchFor('Maya');
    await modal.togglePlay('Maya');
    // The clip's playback position moves: the browser decoded and played the seeded WAV.
    await expect
      .poll(() => vera.page.evaluate<number>('window.__parleyPlayedSeconds'), { timeout: 30_000 })
      .toBeGreaterThan(0.2);
    await expect(toast(vera.page, 'Audio could not be played.').isVisible()).resolves.toBe(false);
  });

  it('saves a new speed from Customize Voice onto the agent', async () => {
    await vera.page.goto(`${journey.stack.appUrl}agent/${vera.agentId}`);
    const before = (await readAgent(vera.agentId)).voiceEngineSettings.voiceSpeed;
    const panel = await new AgentVoiceSection(vera.page).customize();
    await panel.speed.waitFor();
    await expect(panel.save.isDisabled()).resolves.toBe(true);
    await panel.nudgeSpeed(2);
    const expected = Math.round((before + 0.1) * 100) / 100;
    await panel.panel.getByText(`${expected.toFixed(2)}x`).waitFor();
    await panel.save.click();
    await toast(vera.page, 'Voice Settings Updated').waitFor();
    await expect
      .poll(async () => (await readAgent(vera.agentId)).voiceEngineSettings.voiceSpeed)
      .toBeCloseTo(expected, 5);
  });

  it('clones a voice from an uploaded WAV, Back leaving nothing, then both samples to Save Voice', async () => {
    const modal = await openLibrary(vera);
    await modal.openClone();
    const clone = new CloneVoiceModal(vera.page);
    // The clone form allows 15 characters.
    const name = `Clone ${run.slice(-6)}`;
    await clone.fillForm({ file: cloneSampleWav(), name, gender: 'Female', language: 'English' });
    await clone.submit();

    // An abandoned clone (Back) leaves no voice and no candidate behind; the form keeps its sample.
    await clone.sample('Sample A').radio.waitFor({ timeout: 60_000 });
    await clone.back.click();
    await expect.poll(() => cloneCandidatesOf(vera.uid), { timeout: 30_000 }).toEqual([]);
    expect(await voiceIdsNamed(vera.uid, name)).toEqual([]);
    await clone.submit();

    // Both providers' samples arrive, each a playable clip.
    for (const label of ['Sample A', 'Sample B']) {
      const { radio, player } = clone.sample(label);
      await radio.waitFor({ timeout: 60_000 });
      await expect
        .poll(() => player.evaluate((audio) => (audio as HTMLAudioElement).readyState), { timeout: 30_000 })
        .toBeGreaterThanOrEqual(1);
    }
    await clone.sample('Sample A').radio.check();
    await clone.sample('Sample B').radio.check();
    await clone.saveVoice.click();
    await toast(vera.page, 'Voice saved').waitFor();
    await clone.dialog.waitFor({ state: 'hidden' });
    // The kept clone is the user's voice, and the library shows it under 'Your Favorites'.
    await modal.row(name).waitFor();
    await expect.poll(() => voiceIdsNamed(vera.uid, name)).toHaveLength(1);
    expect(await cloneCandidatesOf(vera.uid)).toEqual([]);
  });

  it('adds a voice by its ElevenLabs id and makes it the chosen voice', async () => {
    const modal = await openLibrary(vera);
    // Adam is in the fake ElevenLabs library (scripts/fakes/elevenlabs.ts).
    await modal.addVoice('pNInz6obpgDQGcFmaJgB', 'English');
    await toast(vera.page, 'Voice added successfully!').waitFor();
    await modal.searchFor('Adam');
    await modal.selectedButton('Adam').waitFor();
    const [adamId] = await voiceIdsNamed(vera.uid, 'Adam');
    expect(adamId).toBeDefined();
    await expect.poll(async () => (await readAgent(vera.agentId)).selectedVoiceId).toBe(adamId);
  });

  it('keeps the realtime voice unavailable until the account may use beta voices', async () => {
    const denied = await openLibrary(vera);
    await denied.searchFor('Nova');
    await denied.select('Nova');
    await denied.betaWarning.getByRole('button', { name: 'Unavailable, please contact support' }).waitFor();
    await expect(
      denied.betaWarning.getByRole('button', { name: 'Unavailable, please contact support' }).isDisabled(),
    ).resolves.toBe(true);

    await getFirestore(admin).collection(COLLECTIONS.users).doc(vera.uid).update({ enableBetaVoices: true });
    const allowed = await openLibrary(vera);
    await allowed.searchFor('Nova');
    await allowed.select('Nova');
    await allowed.betaWarning.getByRole('button', { name: 'Continue Anyway' }).click();
    await allowed.selectedButton('Nova').waitFor();
    // Closing the library saves the chosen voice on the agent.
    await allowed.close();
    await expect
      .poll(async () => (await readAgent(vera.agentId)).selectedVoiceId)
      .toBe(SPECIAL_VOICE_IDS[SPECIAL_VOICE_IDS.length - 1]);
  });
});
