import { connectStorageEmulator, getStorage, type FirebaseStorage } from 'firebase/storage';
import { sdkGetter, type FirebaseCore } from './firebase';

/** Cloud Storage of a Firebase app (its emulator locally); loaded when a file is first uploaded. */
export const storageOf: (core: FirebaseCore) => FirebaseStorage = sdkGetter(
  (core) => getStorage(core.app),
  (storage, emulators) => {
    connectStorageEmulator(storage, emulators.storage.host, emulators.storage.port);
  },
);
