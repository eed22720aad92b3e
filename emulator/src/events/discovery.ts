import { httpRequest } from './http-client.ts';
import { splitKey, type EventTrigger, type TriggerKind } from './triggers.ts';

/**
 * Asks the official Functions emulator which event functions it has loaded. It registers Firestore
 * triggers only with a Firestore emulator it started itself and dispatches Storage events in-process,
 * so with ours it would otherwise never tell us anything. Two of its own HTTP routes suffice:
 *   - `GET /backends` lists every loaded function definition (`functionTriggers`: id, platform,
 *     eventTrigger with eventType/resource/eventFilters/eventFilterPathPatterns, labels);
 *   - the trigger route answers an unknown key with 404 "… valid functions are: k1, k2", which names
 *     the current keys (`{id}-{generation}`; the generation grows when triggers are re-enabled).
 */

interface FunctionDefinition {
  id?: unknown;
  platform?: unknown;
  labels?: Record<string, unknown>;
  eventTrigger?: {
    eventType?: unknown;
    resource?: unknown;
    channel?: unknown;
    eventFilters?: Record<string, unknown>;
    eventFilterPathPatterns?: Record<string, unknown>;
  };
}

export interface Discovery {
  triggers: EventTrigger[];
  /**
   * False while the Functions emulator listens but has not loaded its sources yet (it serves HTTP
   * before loading, with every backend's list empty): events must wait rather than match nothing.
   */
  loaded: boolean;
  /** The `/backends` body this was built from. */
  listing: string;
}

const PROBE_KEY = '__parley_event_delivery_probe__';

/**
 * @param previous the last result: when the listing is unchanged its keys are reused, so a steady
 *   poll costs one GET (a reload changes the listing; a restart is caught by a delivery's 404).
 */
export async function discoverTriggers(
  functionsHost: string,
  fallbackProjectId: string,
  timeoutMs: number,
  previous?: Discovery,
): Promise<Discovery> {
  const response = await httpRequest(functionsHost, 'GET', '/backends', { timeoutMs });
  if (response.status !== 200) throw new Error(`GET /backends answered ${response.status}`);
  const listing = response.body;
  if (previous?.loaded && previous.listing === listing) return previous;
  const backends = (JSON.parse(listing) as { backends?: { functionTriggers?: unknown }[] }).backends ?? [];
  const definitions = backends.flatMap((backend) =>
    Array.isArray(backend.functionTriggers) ? (backend.functionTriggers as FunctionDefinition[]) : [],
  );
  const loaded = backends.every((b) => Array.isArray(b.functionTriggers) && b.functionTriggers.length > 0);
  const candidates = definitions.flatMap((d) => toTrigger(d, fallbackProjectId) ?? []);
  if (candidates.length === 0) return { triggers: [], loaded, listing };
  const keys = await currentKeys(functionsHost, candidates[0]?.projectId ?? fallbackProjectId, timeoutMs);
  const triggers = candidates.map((trigger) => ({ ...trigger, key: newestKey(keys, trigger.functionId) }));
  return { triggers, loaded, listing };
}

async function currentKeys(functionsHost: string, projectId: string, timeoutMs: number): Promise<string[]> {
  const probe = await httpRequest(
    functionsHost,
    'POST',
    `/functions/projects/${encodeURIComponent(projectId)}/triggers/${PROBE_KEY}`,
    { headers: { 'Content-Type': 'application/json' }, body: '{}', timeoutMs },
  );
  const match = /valid functions are:(.*)$/s.exec(probe.body);
  return (match?.[1] ?? '')
    .split(',')
    .map((key) => key.trim())
    .filter((key) => key !== '');
}

/** Without a listed key (an older firebase-tools wording), generation 0 is what a fresh start uses. */
function newestKey(keys: string[], functionId: string): string {
  let best: { key: string; generation: number } | undefined;
  for (const key of keys) {
    const { functionId: id, generation } = splitKey(key);
    if (id === functionId && (!best || generation > best.generation)) best = { key, generation };
  }
  return best?.key ?? `${functionId}-0`;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function kindOf(eventType: string, platform: string | undefined): TriggerKind | undefined {
  if (eventType.startsWith('providers/cloud.firestore/')) return 'firestore-v1';
  if (eventType.startsWith('google.cloud.firestore.document.v1.')) {
    return platform === 'gcfv1' ? undefined : 'firestore-v2';
  }
  if (eventType.startsWith('google.storage.object.')) return 'storage-v1';
  if (eventType.startsWith('google.cloud.storage.object.v1.')) return 'storage-v2';
  return undefined;
}

/** Functions' project, from the source label the Functions emulator gives every definition. */
function projectOf(definition: FunctionDefinition, fallback: string): string {
  const label = text(definition.labels?.EVENTARC_CLOUD_EVENT_SOURCE);
  const match = label ? /\/projects\/([^/]+)\//.exec(label) : null;
  const project = match?.[1];
  return project && project !== 'project' ? project : fallback;
}

export function toTrigger(
  definition: FunctionDefinition,
  fallbackProjectId: string,
): EventTrigger | undefined {
  const functionId = text(definition.id);
  const eventTrigger = definition.eventTrigger;
  const eventType = text(eventTrigger?.eventType);
  if (!functionId || !eventTrigger || !eventType || eventTrigger.channel) return undefined;
  const kind = kindOf(eventType, text(definition.platform));
  if (!kind) return undefined;
  const base = {
    kind,
    functionId,
    key: `${functionId}-0`,
    projectId: projectOf(definition, fallbackProjectId),
    eventType,
    source: 'discovered' as const,
  };
  const filters = eventTrigger.eventFilters ?? {};
  const patterns = eventTrigger.eventFilterPathPatterns ?? {};
  switch (kind) {
    case 'firestore-v1':
    case 'storage-v1':
      return { ...base, resource: text(eventTrigger.resource) ?? '' };
    case 'storage-v2':
      return { ...base, resource: text(filters.bucket) ?? text(eventTrigger.resource) ?? '' };
    case 'firestore-v2': {
      // A path pattern wins over an exact document, as in the Functions emulator's own registration.
      const pattern = text(patterns.document);
      return {
        ...base,
        resource: '',
        database: text(filters.database) ?? '(default)',
        namespace: text(filters.namespace) ?? '(default)',
        document: pattern ?? text(filters.document) ?? '',
        matchType: pattern ? 'PATH_PATTERN' : 'EXACT',
      };
    }
  }
}
