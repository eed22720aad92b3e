import { describe, expect, it } from 'vitest';
import { fuzz, useFuzzEmulator } from './fuzz-client.ts';
import { garbageBody, garbageSegment, mutate, type Rng } from './garbage.ts';

const PROJECT = 'demo-fuzz-control';
const COUNT = 200;

const fixture = useFuzzEmulator(PROJECT);

const RULES = `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    match /items/{id} {
      allow read: if request.auth != null && get(/databases/$(database)/documents/users/$(request.auth.uid)).data.admin == true;
      allow write: if request.resource.data.n is int && request.resource.data.n < 10 && id.size() > 2;
    }
    function f(x) { return x.size() > 0 ? [1, 2][0] == 1 : {'a': 1}.keys().hasAny(['a']); }
  }
}
`;

/** Rules text with random edits: deleted, duplicated and swapped characters, truncation, junk. */
function garbageRules(rng: Rng): string {
  let text = RULES;
  const edits = rng.int(6) + 1;
  for (let i = 0; i < edits; i++) {
    const at = rng.int(text.length);
    switch (rng.int(4)) {
      case 0:
        text = text.slice(0, at) + text.slice(at + rng.int(20));
        break;
      case 1:
        text =
          text.slice(0, at) +
          rng.pick(['{', '}', '(', ')', "'", '"', '/*', '$(', '==', '.', ';', '\\', '\u0000', '😀']) +
          text.slice(at);
        break;
      case 2:
        text = text.slice(0, at);
        break;
      default:
        text = text.slice(0, at) + '('.repeat(rng.pick([10, 500, 5_000])) + text.slice(at);
    }
  }
  return text;
}

const TRIGGER_V1 = {
  eventTrigger: {
    resource: `projects/${PROJECT}/databases/(default)/documents/items/{id}`,
    eventType: 'providers/cloud.firestore/eventTypes/document.write',
    service: 'firestore.googleapis.com',
  },
};
const TRIGGER_V2 = {
  eventTrigger: {
    eventType: 'google.cloud.firestore.document.v1.written',
    eventFilters: { database: '(default)', namespace: '(default)' },
    eventFilterPathPatterns: { document: 'items/{id}' },
  },
};

describe('control endpoint fuzz', () => {
  it('PUT :securityRules with malformed bodies and broken rules text', async () => {
    const { sent, failures } = await fuzz(
      fixture.address,
      { seed: 31, count: COUNT, budgetMs: 30_000 },
      (rng) => {
        const sample = { rules: { files: [{ name: 'firestore.rules', content: garbageRules(rng) }] } };
        return {
          method: 'PUT',
          path: `/emulator/v1/projects/${PROJECT}:securityRules`,
          body: rng.chance(0.6) ? JSON.stringify(sample) : garbageBody(rng, sample),
        };
      },
    );
    expect(failures).toEqual([]);
    expect(sent).toBe(COUNT);
  });

  it('DELETE documents (clear) with malformed project and database segments', async () => {
    const { failures } = await fuzz(fixture.address, { seed: 32, count: COUNT }, (rng) => ({
      method: 'DELETE',
      path: `/emulator/v1/projects/${rng.chance(0.5) ? PROJECT : garbageSegment(rng)}/databases/${rng.chance(0.5) ? '(default)' : garbageSegment(rng)}/documents`,
    }));
    expect(failures).toEqual([]);
  });

  it('trigger registration (v1 PUT, v2 POST) with malformed bodies', async () => {
    const { failures } = await fuzz(fixture.address, { seed: 33, count: COUNT }, (rng) =>
      rng.chance(0.5)
        ? {
            method: 'PUT',
            path: `/emulator/v1/projects/${PROJECT}/triggers/${garbageSegment(rng) || 'fn'}`,
            body: garbageBody(rng, TRIGGER_V1),
          }
        : {
            method: 'POST',
            path: `/emulator/v1/projects/${PROJECT}/eventarcTrigger?eventarcTriggerKey=${encodeURIComponent(garbageSegment(rng))}`,
            body: garbageBody(rng, TRIGGER_V2),
          },
    );
    expect(failures).toEqual([]);
  });

  it(':export with malformed bodies (never a usable directory, so nothing is written)', async () => {
    const { failures } = await fuzz(fixture.address, { seed: 34, count: COUNT }, (rng) => {
      // export_directory is never a non-empty string here: the fuzz must not write files anywhere.
      const body = mutate(rng, {
        export_directory: rng.pick([null, 1, [], {}, true, '']),
        export_name: 'x',
      });
      if (body !== null && typeof body === 'object' && !Array.isArray(body)) {
        const fields = body as Record<string, unknown>;
        for (const key of ['export_directory', 'exportDirectory']) {
          if (typeof fields[key] === 'string' && fields[key] !== '') fields[key] = 7;
        }
      }
      return { method: 'POST', path: `/emulator/v1/projects/${PROJECT}:export`, body: JSON.stringify(body) };
    });
    expect(failures).toEqual([]);
  });

  it('unknown emulator paths and methods', async () => {
    const { failures } = await fuzz(fixture.address, { seed: 35, count: COUNT }, (rng) => ({
      method: rng.pick(['GET', 'POST', 'PUT', 'DELETE', 'PATCH']),
      path: rng.pick([
        `/emulator/v1/${garbageSegment(rng)}`,
        `/emulator/v1/projects/${garbageSegment(rng)}:${garbageSegment(rng)}`,
        `/${garbageSegment(rng)}`,
        '/emulator/v2',
        '/',
      ]),
      body: garbageBody(rng, {}),
    }));
    expect(failures).toEqual([]);
  });
});
