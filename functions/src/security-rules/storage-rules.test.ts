import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { PROFILE_PHOTO_MAX_BYTES } from '@parley/domain';
import { beforeAll, describe, it } from 'vitest';
import { useRulesEnv } from './rules-env';

const getEnv = useRulesEnv('demo-parley-storage-rules');

const storageAs = (uid: string | null) =>
  (uid ? getEnv().authenticatedContext(uid) : getEnv().unauthenticatedContext()).storage();

const bytes = (size: number): Uint8Array => new Uint8Array(size);

const upload = async (uid: string | null, path: string, contentType: string, size = 1024): Promise<unknown> =>
  storageAs(uid)
    .ref(path)
    .put(bytes(size), { contentType })
    .then((snapshot) => snapshot.metadata);

beforeAll(async () => {
  await getEnv().withSecurityRulesDisabled(async (context) => {
    await context.storage().ref('users/alice/profile/photo.png').put(bytes(16), { contentType: 'image/png' });
  });
});

describe('profile photos: users/{uid}/profile/{file}', () => {
  it.each([
    ['photo.png', 'image/png'],
    ['photo.jpg', 'image/jpeg'],
    ['photo.jpeg', 'image/jpg'],
    ['PHOTO.JPG', 'image/jpeg'],
  ])('lets the owner upload %s as %s', async (name, type) => {
    await assertSucceeds(upload('alice', `users/alice/profile/${name}`, type));
  });

  it('accepts exactly 10MB', async () => {
    await assertSucceeds(
      upload('alice', 'users/alice/profile/big.png', 'image/png', PROFILE_PHOTO_MAX_BYTES),
    );
  });

  it('refuses one byte over 10MB', async () => {
    await assertFails(
      upload('alice', 'users/alice/profile/huge.png', 'image/png', PROFILE_PHOTO_MAX_BYTES + 1),
    );
  });

  it.each([
    ['logo.svg', 'image/svg+xml'],
    ['photo.png', 'image/svg+xml'],
    ['photo.gif', 'image/gif'],
    ['photo.png', 'text/html'],
  ])('refuses %s as %s (type)', async (name, type) => {
    await assertFails(upload('alice', `users/alice/profile/${name}`, type));
  });

  it.each(['photo.gif', 'photo.svg', 'photo.png.exe', 'photo'])(
    'refuses the extension of %s',
    async (name) => {
      await assertFails(upload('alice', `users/alice/profile/${name}`, 'image/png'));
    },
  );

  it("refuses an upload to someone else's folder, and signed out", async () => {
    await assertFails(upload('bob', 'users/alice/profile/photo.png', 'image/png'));
    await assertFails(upload(null, 'users/alice/profile/photo.png', 'image/png'));
  });

  it('lets only the owner read the photo', async () => {
    await assertSucceeds(storageAs('alice').ref('users/alice/profile/photo.png').getMetadata());
    await assertFails(storageAs('bob').ref('users/alice/profile/photo.png').getMetadata());
    await assertFails(storageAs(null).ref('users/alice/profile/photo.png').getMetadata());
  });

  it('lets only the owner delete the photo', async () => {
    await assertFails(storageAs('bob').ref('users/alice/profile/photo.png').delete());
    await assertSucceeds(storageAs('alice').ref('users/alice/profile/photo.png').delete());
  });

  it('refuses anything outside the profile folder', async () => {
    await assertFails(upload('alice', 'users/alice/other/photo.png', 'image/png'));
    await assertFails(upload('alice', 'public/photo.png', 'image/png'));
  });
});
