import type { StartEmulatorOptions } from './start-emulator.ts';

/** `--flag value` / `--flag=value` options of `parley-emulator start` → startEmulator options. */
const FLAGS: Record<string, keyof StartEmulatorOptions> = {
  '--project': 'projectId',
  '--host': 'host',
  '--firestore-port': 'firestorePort',
  '--storage-port': 'storagePort',
  '--firestore-rules': 'firestoreRules',
  '--storage-rules': 'storageRules',
  '--functions': 'functions',
  '--import': 'importDir',
  '--export-on-exit': 'exportOnExit',
};

const NUMERIC: ReadonlySet<keyof StartEmulatorOptions> = new Set(['firestorePort', 'storagePort']);

export const USAGE = `Usage: parley-emulator start [options]

Reads firebase.json and .firebaserc from the current directory (or above). Options override them:
  --project ID             project whose rules the rules files are
  --host HOST              bind address (default 127.0.0.1)
  --firestore-port N       Firestore gRPC + HTTP port (default 8080)
  --storage-port N         Storage port (default 9199)
  --firestore-rules FILE   firestore.rules (watched)
  --storage-rules FILE     storage.rules (watched)
  --functions HOST:PORT    Functions emulator receiving trigger events
  --import DIR             import an earlier export at start
  --export-on-exit DIR     export on SIGINT/SIGTERM`;

export class UsageError extends Error {}

export function parseStartArgs(args: string[]): StartEmulatorOptions {
  const options: Record<string, string | number> = {};
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? '';
    const [flag = '', inlineValue] = arg.split(/=(.*)/s, 2);
    const key = FLAGS[flag];
    if (!key) throw new UsageError(`Unknown option ${arg}`);
    const value = inlineValue ?? args[++i];
    if (value === undefined || value === '') throw new UsageError(`${flag} needs a value`);
    if (NUMERIC.has(key)) {
      const port = Number(value);
      if (!Number.isInteger(port) || port < 0 || port > 65535)
        throw new UsageError(`${flag}: invalid port ${value}`);
      options[key] = port;
    } else {
      options[key] = value;
    }
  }
  return options;
}
