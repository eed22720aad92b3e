import type { TriggerRegistration, TriggerRegistry } from '../server/trigger-registry.ts';
import { splitKey, type EventTrigger } from './triggers.ts';

/**
 * Triggers registered on our control endpoints (docs/emulator.md#control-endpoints), which a Functions
 * emulator does when it was told about this Firestore emulator (e.g. firebase-tools launching it in the Java
 * emulator's place).
 */
export function registeredTriggers(registry: TriggerRegistry | undefined): EventTrigger[] {
  return (registry?.all() ?? []).map(fromRegistration);
}

function fromRegistration(registration: TriggerRegistration): EventTrigger {
  const common = {
    functionId: splitKey(registration.key).functionId,
    key: registration.key,
    projectId: registration.projectId,
    eventType: registration.eventType,
    source: 'registered' as const,
  };
  if (registration.kind === 'v1') {
    return { ...common, kind: 'firestore-v1', resource: registration.resource };
  }
  return {
    ...common,
    kind: 'firestore-v2',
    resource: '',
    database: registration.database,
    namespace: registration.namespace,
    document: registration.document,
    matchType: registration.matchType,
  };
}
