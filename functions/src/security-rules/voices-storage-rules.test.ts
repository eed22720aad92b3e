import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  CLONE_SAMPLE_MAX_BYTES,
  SYSTEM_VOICE_CLIPS_STORAGE_DIR,
  VOICE_CLONES_STORAGE_DIR,
} from '@parley/domain';
import { beforeAll, describe, it } from 'vitest';
import { useRulesEnv } from './rules-env';

const getEnv = useRulesEnv('demo-parley-voices-storage-rules');

const storageAs = (uid: string | null) =>
  (uid ? getEnv().authenticatedContext(uid) : getEnv().unauthenticatedContext()).storage();

const upload = (uid: string | null, path: string, contentType: string, size = 1024): Promise<unknown> =>
  storageAs(uid)
    .ref(path)
    .put(new Uint8Array(size), { contentType })
    .then((snapshot) => snapshot.metadata);

const sample = (uid: string, file = 'sample.wav') => `${VOICE_CLONES_STORAGE_DIR}/${uid}/clone-1/${file}`;
const clip = `${SYSTEM_VOICE_CLIPS_STORAGE_DIR}/scarlett.wav`;

beforeAll(async () => {
  await getEnv().withSecurityRulesDisabled(async (context) => {
    await context
      .storage()
      .ref(sample('alice', 'kept.wav'))
      .put(new Uint8Array(16), { contentType: 'audio/wav' });
    await context.storage().ref(clip).put(new Uint8Array(16), { contentType: 'audio/wav' });
  });
});

describe('voice clone samples: voice-clones/{uid}/{cloneId}/{file}', () => {
  it.each(['audio/wav', 'audio/mpeg', 'audio/webm', 'audio/x-m4a'])(
    'lets the owner upload %s',
    async (type) => {
      await assertSucceeds(upload('alice', sample('alice'), type));
    },
  );

  it('accepts exactly 10 MB and refuses one byte more', async () => {
    await assertSucceeds(upload('alice', sample('alice', 'big.wav'), 'audio/wav', CLONE_SAMPLE_MAX_BYTES));
    await assertFails(upload('alice', sample('alice', 'huge.wav'), 'audio/wav', CLONE_SAMPLE_MAX_BYTES + 1));
  });

  it.each(['video/mp4', 'text/plain', 'application/octet-stream', 'audio/'])('refuses %s', async (type) => {
    await assertFails(upload('alice', sample('alice', 'bad.wav'), type));
  });

  it("refuses uploads to someone else's folder and signed out", async () => {
    await assertFails(upload('bob', sample('alice', 'sneaky.wav'), 'audio/wav'));
    await assertFails(upload(null, sample('alice', 'anon.wav'), 'audio/wav'));
  });

  it('lets only the owner read and delete a sample', async () => {
    await assertFails(storageAs('bob').ref(sample('alice', 'kept.wav')).getMetadata());
    await assertFails(storageAs(null).ref(sample('alice', 'kept.wav')).getMetadata());
    await assertSucceeds(storageAs('alice').ref(sample('alice', 'kept.wav')).getMetadata());
    await assertFails(storageAs('bob').ref(sample('alice', 'kept.wav')).delete());
    await assertSucceeds(storageAs('alice').ref(sample('alice', 'kept.wav')).delete());
  });
});

describe('System voice clips: system-voices/{file}', () => {
  it('any signed-in user reads a clip; signed out not', async () => {
    await assertSucceeds(storageAs('bob').ref(clip).getMetadata());
    await assertFails(storageAs(null).ref(clip).getMetadata());
  });

  it('nobody writes or deletes a clip from a client', async () => {
    await assertFails(upload('alice', `${SYSTEM_VOICE_CLIPS_STORAGE_DIR}/mine.wav`, 'audio/wav'));
    await assertFails(storageAs('alice').ref(clip).delete());
  });
});
