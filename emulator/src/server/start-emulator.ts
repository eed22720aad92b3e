import path from 'node:path';
import { startEventDelivery, type EventDelivery } from '../events/index.ts';
import { createFirestoreEngine } from '../firestore/engine/index.ts';
import {
  StorageStore,
  createStorageServer,
  exportToDirectory,
  importFromDirectory,
} from '../storage/index.ts';
import { readExport, writeExport } from './export-files.ts';
import { startFirestoreServer, type FirestoreServer } from './firestore-server.ts';
import { installFirestoreRules, StorageRules, watchRules, type RulesFileLoad } from './rules-wiring.ts';
import { RulesStore } from './rules-store.ts';
import { TriggerRegistry } from './trigger-registry.ts';

export interface StartEmulatorOptions {
  /** Project whose rules the rules files are (default `demo-project`); data of any project is served. */
  projectId?: string;
  /** Bind address for both servers (default 127.0.0.1). */
  host?: string;
  /** Firestore port (default 8080); 0 picks an ephemeral port. */
  firestorePort?: number;
  /** Storage port (default 9199); 0 picks an ephemeral port. */
  storagePort?: number;
  /** firestore.rules to load for `projectId`, watched and reloaded on change. */
  firestoreRules?: string;
  /** storage.rules to load, watched and reloaded on change. */
  storageRules?: string;
  /** `host:port` of the Functions emulator that receives trigger events. */
  functions?: string;
  /** Directory to import at start (an earlier export). */
  importDir?: string;
  /** Directory to export to when `stop()` is called. */
  exportOnExit?: string;
  /** Where progress and rules problems are reported (default console.log). */
  log?: (line: string) => void;
  /**
   * Told after every load of a rules file, at start and on each change, so a caller (a test harness)
   * can surface a ruleset that does not compile instead of meeting it as denied requests.
   */
  onRulesLoad?: (load: RulesFileLoad) => void;
}

export interface EmulatorAddress {
  host: string;
  port: number;
}

export interface RunningEmulator {
  firestore: EmulatorAddress;
  storage: EmulatorAddress;
  /** Exports first when `exportOnExit` was given, then closes every connection and both servers. */
  stop(): Promise<void>;
}

/** Starts Firestore (gRPC + HTTP on one port) and Storage, as `parley-emulator start` does. */
export async function startEmulator(options: StartEmulatorOptions = {}): Promise<RunningEmulator> {
  const log =
    options.log ??
    ((line: string) => {
      console.log(line);
    });
  const projectId = options.projectId ?? 'demo-project';
  const host = options.host ?? '127.0.0.1';
  const engine = createFirestoreEngine();
  const rules = new RulesStore();
  installFirestoreRules(engine, rules);
  const storageRules = new StorageRules(engine, projectId);
  const triggers = new TriggerRegistry(options.functions);

  // Import before anything listens, so a bad import directory leaves nothing running.
  const storageStore = new StorageStore();
  if (options.importDir) {
    const importDir = path.resolve(options.importDir);
    await readExport(engine, importDir, projectId);
    await importFromDirectory(storageStore, importDir);
  }
  const storage = await createStorageServer({
    host,
    port: options.storagePort ?? 9199,
    projectId,
    store: storageStore,
    authorizer: storageRules.authorizer(),
    onSetRules: storageRules.onSetRules,
  });
  let firestore: FirestoreServer;
  try {
    firestore = await startFirestoreServer({
      engine,
      rules,
      triggers,
      host,
      port: options.firestorePort ?? 8080,
    });
  } catch (error) {
    await storage.stop();
    throw error;
  }

  // Document and object events go to the Functions emulator only when one is configured.
  const delivery: EventDelivery | undefined = options.functions
    ? startEventDelivery({
        engine,
        storage,
        functionsHost: options.functions,
        projectId,
        registry: triggers,
        storageHost: `${host}:${storage.port}`,
        log,
      })
    : undefined;
  const stopWatching: (() => void)[] = [];
  if (options.firestoreRules) {
    const file = path.resolve(options.firestoreRules);
    stopWatching.push(
      watchRules(
        file,
        (ruleset) => {
          rules.install(projectId, ruleset);
        },
        log,
        options.onRulesLoad,
      ),
    );
  }
  if (options.storageRules) {
    const file = path.resolve(options.storageRules);
    stopWatching.push(
      watchRules(
        file,
        (ruleset) => {
          storageRules.set(ruleset);
        },
        log,
        options.onRulesLoad,
      ),
    );
  }

  let stopping: Promise<void> | undefined;
  const stop = (): Promise<void> => {
    stopping ??= (async () => {
      for (const stopWatch of stopWatching) stopWatch();
      delivery?.stop();
      if (options.exportOnExit) {
        const exportDir = path.resolve(options.exportOnExit);
        await writeExport(engine, exportDir);
        await exportToDirectory(storage.store, exportDir);
        log(`Parley emulator exported data to ${exportDir}`);
      }
      await Promise.all([firestore.close(), storage.stop()]);
    })();
    return stopping;
  };
  return {
    firestore: { host, port: firestore.port },
    storage: { host, port: storage.port },
    stop,
  };
}
