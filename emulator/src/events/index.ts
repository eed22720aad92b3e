/**
 * Event delivery (docs/emulator.md#event-delivery, #storage): Firestore document events and Storage object
 * events, sent to the official Functions emulator's trigger route so functions run as deployed. Triggers come
 * from the Functions emulator itself (discovery.ts) and from registrations on our control endpoints.
 *
 *   const delivery = startEventDelivery({ engine, storage, functionsHost: '127.0.0.1:5001', projectId });
 *   await delivery.flush();  // every event so far delivered (or given up after the retry window)
 *   delivery.stop();
 */
import type { FirestoreEngine } from '../firestore/api.ts';
import type { TriggerRegistry } from '../server/trigger-registry.ts';
import type { ObjectChangeListener } from '../storage/index.ts';
import { DeliveryQueue } from './delivery-queue.ts';
import { v1FirestoreRequest, v2FirestoreRequest } from './firestore-payload.ts';
import { classifyChange, firestoreTriggerMatches, storageTriggerMatches } from './matching.ts';
import { v1StorageRequest, v2StorageRequest } from './storage-payload.ts';
import { TriggerSource } from './trigger-source.ts';

export interface EventDeliveryOptions {
  engine: Pick<FirestoreEngine, 'onCommit'>;
  storage?: { onObjectChange(listener: ObjectChangeListener): () => void };
  /** `host:port` of the Functions emulator. */
  functionsHost: string;
  /** The Functions emulator's project, when its listing does not name one. */
  projectId: string;
  registry?: TriggerRegistry;
  /** `host:port` of our Storage emulator, for the objects' selfLink/mediaLink. */
  storageHost?: string;
  log?: (line: string) => void;
  /** Default 120 s: long enough for a Functions emulator restart, short enough not to pile up. */
  retryWindowMs?: number;
  /** Default 1 s. */
  pollMs?: number;
}

export interface EventDelivery {
  /** Stops listening and polling; events still being retried are abandoned (logged). */
  stop(): void;
  /** Resolves when every event so far has been delivered or given up. */
  flush(): Promise<void>;
}

export function startEventDelivery(options: EventDeliveryOptions): EventDelivery {
  const log =
    options.log ??
    ((line: string) => {
      console.log(line);
    });
  const source = new TriggerSource({
    functionsHost: options.functionsHost,
    projectId: options.projectId,
    registry: options.registry,
    log,
    pollMs: options.pollMs ?? 1_000,
    timeoutMs: 5_000,
  });
  const queue = new DeliveryQueue({
    functionsHost: options.functionsHost,
    triggers: () => source.current(),
    invalidate: () => {
      source.invalidate();
    },
    log,
    retryWindowMs: options.retryWindowMs ?? 120_000,
    // Above the longest function timeout (540 s), so a slow function is never taken for an outage.
    deliveryTimeoutMs: 600_000,
    maxConcurrent: 32,
  });

  const unsubscribeFirestore = options.engine.onCommit((_database, changes) => {
    for (const change of changes) {
      const kind = classifyChange(change);
      if (!kind) continue;
      queue.enqueue({
        orderKey: change.name,
        label: `${kind} of ${change.name}`,
        plan: (triggers) =>
          triggers
            .filter((trigger) => firestoreTriggerMatches(trigger, change))
            .map((trigger) => ({
              trigger,
              build: () =>
                trigger.kind === 'firestore-v1'
                  ? v1FirestoreRequest(trigger, change)
                  : v2FirestoreRequest(trigger, change),
            })),
      });
    }
  });
  const unsubscribeStorage = options.storage?.onObjectChange((event) => {
    queue.enqueue({
      orderKey: `storage:${event.bucket}/${event.object.name}`,
      label: `${event.kind} of gs://${event.bucket}/${event.object.name}`,
      plan: (triggers) =>
        triggers
          .filter((trigger) => storageTriggerMatches(trigger, event))
          .map((trigger) => ({
            trigger,
            build: () =>
              trigger.kind === 'storage-v1'
                ? v1StorageRequest(event, options.storageHost)
                : v2StorageRequest(trigger, event, options.storageHost),
          })),
    });
  });
  source.start();

  return {
    stop() {
      unsubscribeFirestore();
      unsubscribeStorage?.();
      source.stop();
      queue.stop();
    },
    flush: () => queue.flush(),
  };
}
