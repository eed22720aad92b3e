import { orderVoices } from '@parley/domain';
import { describe, expect, it } from 'vitest';
import { makeVoice } from '../../../testing/voice-factories';
import { mergeVoiceLibrary, NO_PARTS, partsReady, voicesFromDocuments } from './merge-voice-library';

const scarlett = makeVoice({ name: 'Scarlett', addedCount: 10 });
const oliver = makeVoice({ name: 'Oliver', addedCount: 3 });
const mine = makeVoice({ name: 'Mine', ownerUid: 'user-ann', addedCount: 0 });
const owners = makeVoice({ name: 'Owners', ownerUid: 'user-bob', addedCount: 1 });

describe('mergeVoiceLibrary', () => {
  it('lists each voice once; a voice changed since the bundle replaces its bundled copy', () => {
    const moved = { ...oliver, addedCount: 30 };
    const merged = mergeVoiceLibrary({
      bundle: [scarlett, oliver],
      changedSinceBundle: [moved],
      own: [mine],
      agentOwner: [owners, mine],
      current: null,
    });
    expect(merged.map((voice) => voice.id).sort()).toEqual(
      [mine.id, oliver.id, owners.id, scarlett.id].sort(),
    );
    expect(merged.find((voice) => voice.id === oliver.id)?.addedCount).toBe(30);
  });

  it("adds the agent's current voice, whoever owns it", () => {
    const foreign = makeVoice({ name: 'Foreign', ownerUid: 'someone-else' });
    const merged = mergeVoiceLibrary({ ...NO_PARTS, bundle: [scarlett], current: foreign });
    expect(merged.map((voice) => voice.id)).toEqual([scarlett.id, foreign.id]);
  });

  it('orders with the chosen voice first, then addedCount descending', () => {
    const merged = mergeVoiceLibrary({
      bundle: [oliver, scarlett],
      changedSinceBundle: [],
      own: [mine],
      agentOwner: [owners],
      current: null,
    });
    expect(orderVoices(merged, mine.id).map((voice) => voice.name)).toEqual([
      'Mine',
      'Scarlett',
      'Oliver',
      'Owners',
    ]);
  });
});

describe('partsReady', () => {
  it('waits for every source; null counts as answered', () => {
    expect(partsReady(NO_PARTS)).toBe(false);
    const answered = { bundle: [], changedSinceBundle: [], own: [], agentOwner: [], current: null };
    expect(partsReady(answered)).toBe(true);
    expect(partsReady({ ...answered, changedSinceBundle: undefined })).toBe(false);
  });
});

describe('voicesFromDocuments', () => {
  it('takes the id from the document and skips documents that fail the schema', () => {
    const voices = voicesFromDocuments([
      {
        id: 'v1',
        data: {
          name: 'A',
          ttsId: 't',
          provider: 'rime',
          gender: 'male',
          language: 'english',
          ownerUid: 'System',
        },
      },
      { id: 'broken', data: { name: 'No owner' } },
      { id: 'v3', data: null },
    ]);
    expect(voices.map((voice) => voice.id)).toEqual(['v1']);
  });
});
