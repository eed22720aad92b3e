/**
 * One shape for every event trigger the delivery module knows, whichever way it was learnt: from the
 * Functions emulator's own listing (discovery.ts) or from a registration on our control endpoints
 * (server/trigger-registry.ts). Delivery always goes to
 * `POST http://{functions}/functions/projects/{projectId}/triggers/{key}`.
 */

export type TriggerKind = 'firestore-v1' | 'firestore-v2' | 'storage-v1' | 'storage-v2';

export interface EventTrigger {
  kind: TriggerKind;
  /** `{region}-{name}`, stable across Functions emulator reloads (keys are `{id}-{generation}`). */
  functionId: string;
  /** The key the Functions emulator currently accepts for this function. */
  key: string;
  /** Project of the Functions emulator; used in the delivery URL and for v2 Firestore matching. */
  projectId: string;
  eventType: string;
  /** Firestore v1: `projects/{p}/databases/{d}/documents/...` pattern. Storage v1/v2: the bucket name. */
  resource: string;
  /** Firestore v2 only. */
  database?: string;
  namespace?: string;
  document?: string;
  matchType?: 'EXACT' | 'PATH_PATTERN';
  /** Where the trigger came from; discovery wins over a registration of the same generation. */
  source: 'discovered' | 'registered';
}

const GENERATION = /^(.*)-(\d+)$/;

/** Splits `us-central1-fn-3` into `us-central1-fn` and 3; keys without a generation count as 0. */
export function splitKey(key: string): { functionId: string; generation: number } {
  const match = GENERATION.exec(key);
  if (!match?.[1] || match[2] === undefined) return { functionId: key, generation: 0 };
  return { functionId: match[1], generation: Number(match[2]) };
}

/**
 * One trigger per (project, function): the newest generation wins, because the Functions emulator
 * answers 204 for keys of earlier generations (disabled) and 404 after a restart.
 */
export function mergeTriggers(...lists: EventTrigger[][]): EventTrigger[] {
  const chosen = new Map<string, EventTrigger>();
  for (const trigger of lists.flat()) {
    const id = `${trigger.projectId}/${trigger.functionId}`;
    const current = chosen.get(id);
    if (!current) {
      chosen.set(id, trigger);
      continue;
    }
    const a = splitKey(current.key).generation;
    const b = splitKey(trigger.key).generation;
    if (b > a || (b === a && trigger.source === 'discovered' && current.source !== 'discovered')) {
      chosen.set(id, trigger);
    }
  }
  return [...chosen.values()];
}
