import { COLLECTIONS } from '@parley/domain';
import { describe, expect, it } from 'vitest';
import { seedVoice } from '../testing/seed-voice';
import { buildBundle } from './build-bundle';
import { db } from './firestore';

describe('buildBundle', () => {
  it('writes exactly the bytes BundleBuilder.build() writes, named query and documents included', async () => {
    const owner = `owner-${String(Date.now())}`;
    await Promise.all([
      seedVoice({ ownerUid: owner }),
      seedVoice({ ownerUid: owner }),
      seedVoice({ ownerUid: owner }),
    ]);
    const snapshot = await db().collection(COLLECTIONS.voices).where('ownerUid', '==', owner).get();
    const single = await db()
      .collection(COLLECTIONS.voices)
      .doc(snapshot.docs[0]?.id ?? 'missing')
      .get();
    const builder = () => db().bundle('same-bytes').add('by-owner', snapshot).add(single);

    const bytes = buildBundle(builder());

    expect(snapshot.size).toBe(3);
    expect(bytes.equals(builder().build())).toBe(true);
  });

  it('builds an empty bundle like the SDK does', () => {
    expect(buildBundle(db().bundle('empty')).equals(db().bundle('empty').build())).toBe(true);
  });
});
