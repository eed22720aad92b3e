import { USAGE, UsageError, parseStartArgs } from './server/cli-args.ts';
import { readProjectConfig } from './server/project-config.ts';
import { startEmulator, type StartEmulatorOptions } from './server/start-emulator.ts';

/** `parley-emulator start`: firebase.json/.firebaserc defaults, flag overrides, clean signal handling. */
async function main(argv: string[]): Promise<void> {
  const [command, ...rest] = argv;
  if (command !== 'start') {
    console.log(USAGE);
    process.exitCode = command === undefined || command === '--help' || command === 'help' ? 0 : 2;
    return;
  }
  const config = readProjectConfig(process.cwd());
  const flags = parseStartArgs(rest);
  const options: StartEmulatorOptions = {
    projectId: config.projectId ?? process.env.GCLOUD_PROJECT,
    host: config.firestoreHost,
    firestorePort: config.firestorePort,
    storagePort: config.storagePort,
    firestoreRules: config.firestoreRules,
    storageRules: config.storageRules,
    ...flags,
  };
  const emulator = await startEmulator(options);
  const { firestore, storage } = emulator;
  console.log(
    `Parley emulator ready: Firestore http://${firestore.host}:${firestore.port} (gRPC and HTTP), ` +
      `Storage http://${storage.host}:${storage.port}, project ${options.projectId ?? 'demo-project'}`,
  );
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals): void => {
    if (stopping) {
      // A second Ctrl-C means "now": skip the export that may be running.
      process.exit(130);
    }
    stopping = true;
    console.log(`Parley emulator stopping (${signal})…`);
    emulator.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('Parley emulator failed to stop cleanly:', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
}

main(process.argv.slice(2)).catch((error: unknown) => {
  if (error instanceof UsageError) {
    console.error(`${error.message}\n\n${USAGE}`);
    process.exit(2);
  }
  console.error('Parley emulator failed to start:', error);
  process.exit(1);
});
