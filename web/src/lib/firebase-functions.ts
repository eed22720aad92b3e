import { connectFunctionsEmulator, getFunctions, type Functions } from 'firebase/functions';
import { firebase, sdkGetter, type FirebaseCore } from './firebase';

/** Cloud Functions of a Firebase app in the env's region (its emulator locally); loaded on first call. */
export const functionsOf: (core: FirebaseCore) => Functions = sdkGetter(
  (core) => getFunctions(core.app, core.config.functionsRegion),
  (functions, emulators) => {
    connectFunctionsEmulator(functions, emulators.functions.host, emulators.functions.port);
  },
);

/** The app's Functions. */
export const appFunctions = (): Functions => functionsOf(firebase);
