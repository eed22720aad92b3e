import { doc, setDoc } from 'firebase/firestore';
import type { BenchContext, Figure } from '../figure.ts';
import { adminClient, webClient } from '../lib/clients.ts';
import { percentile, timeRepeatedly } from '../lib/stats.ts';

const WARMUP = 50;
const SAMPLES = 500;
const UID = 'bench-user';

/**
 * A realistic 30-line ruleset: the write rule reads the caller's profile and the organisation document
 * (two get() calls) and checks the shape of the written data, as feature rules do.
 */
const RULES = `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    function signedIn() {
      return request.auth != null;
    }
    function profile() {
      return get(/databases/$(database)/documents/profiles/$(request.auth.uid)).data;
    }
    function org(orgId) {
      return get(/databases/$(database)/documents/orgs/$(orgId)).data;
    }
    function isMember(orgId) {
      return request.auth.uid in org(orgId).memberUids;
    }
    function validItem(data) {
      return data.keys().hasOnly(['orgId', 'name', 'count', 'at'])
        && data.name is string && data.name.size() <= 100
        && data.count is int && data.count >= 0;
    }
    match /profiles/{uid} {
      allow read: if signedIn() && request.auth.uid == uid;
    }
    match /orgs/{orgId} {
      allow read: if signedIn() && isMember(orgId);
    }
    match /items/{itemId} {
      allow read: if signedIn() && isMember(resource.data.orgId);
      allow create, update: if signedIn() && profile().role != 'VIEWER'
        && isMember(request.resource.data.orgId) && validItem(request.resource.data);
    }
  }
}
`;

async function loadRules(context: BenchContext, projectId: string): Promise<void> {
  const response = await fetch(
    `http://${context.host}:${context.port}/emulator/v1/projects/${projectId}:securityRules`,
    { method: 'PUT', body: JSON.stringify({ rules: { files: [{ name: 'bench.rules', content: RULES }] } }) },
  );
  if (!response.ok) throw new Error(`Loading the bench ruleset failed: ${await response.text()}`);
}

/** Commit round trips of one signed-in client (JS SDK), in a project with or without the ruleset. */
async function commitTimes(context: BenchContext, deadline: number, withRules: boolean): Promise<number[]> {
  const projectId = `${context.projectId}-${withRules ? 'on' : 'off'}`;
  const scoped = { ...context, projectId };
  if (withRules) await loadRules(context, projectId);
  const admin = adminClient(scoped);
  await admin.db.doc(`profiles/${UID}`).set({ role: 'USER' });
  await admin.db.doc('orgs/o1').set({ memberUids: [UID, 'someone-else'] });
  await admin.close();
  const web = webClient(scoped, { sub: UID, user_id: UID });
  try {
    const write = (i: number) =>
      setDoc(doc(web.db, 'items', `i${i % 50}`), { orgId: 'o1', name: 'an item', count: i, at: new Date() });
    await timeRepeatedly(WARMUP, deadline, write);
    return await timeRepeatedly(SAMPLES, deadline, write);
  } finally {
    await web.close();
  }
}

/** What a 30-line ruleset with two get() calls adds to a client commit (target: under 2× rules-off). */
export const rulesCommitFigure: Figure = {
  name: 'rules-commit',
  budgetMs: 40_000,
  async run(context, deadline) {
    const off = percentile(await commitTimes(context, deadline, false), 50);
    const on = percentile(await commitTimes(context, deadline, true), 50);
    return [
      { label: 'client commit p50, no rules (JS SDK, signed in)', value: off, unit: 'ms' },
      { label: 'client commit p50, 30-line ruleset with two get() calls', value: on, unit: 'ms' },
      {
        label: 'rules cost: commit with rules / without (×)',
        value: on / off,
        unit: 'x',
        target: 2,
      },
    ];
  },
};
