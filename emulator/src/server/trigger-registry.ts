/**
 * Function trigger registrations sent by the Functions emulator (docs/emulator.md#control-endpoints). Only
 * stored here; delivery (docs/emulator.md#event-delivery) reads them through `forProject`. Keys are never
 * unregistered: the Functions emulator re-registers with a new generation suffix and ignores stale keys
 * itself.
 */

export interface V1TriggerRegistration {
  kind: 'v1';
  projectId: string;
  key: string;
  /** `providers/cloud.firestore/eventTypes/document.{write|create|update|delete}` */
  eventType: string;
  /** `projects/{p}/databases/(default)/documents/users/{uid}` */
  resource: string;
}

export interface V2TriggerRegistration {
  kind: 'v2';
  projectId: string;
  key: string;
  /** `google.cloud.firestore.document.v1.{written|created|updated|deleted}[.withAuthContext]` */
  eventType: string;
  database: string;
  namespace: string;
  /** `users/{uid}` */
  document: string;
  matchType: 'EXACT' | 'PATH_PATTERN';
}

export type TriggerRegistration = V1TriggerRegistration | V2TriggerRegistration;

export class TriggerRegistry {
  private readonly registrations = new Map<string, TriggerRegistration>();

  /** @param functionsEmulator `host:port` that events will be POSTed to (docs/emulator.md#event-delivery). */
  constructor(readonly functionsEmulator?: string) {}

  /** `PUT /emulator/v1/projects/{p}/triggers/{key}` with `{eventTrigger:{resource, eventType}}`. */
  registerV1(projectId: string, key: string, body: unknown): V1TriggerRegistration {
    const trigger = field(body, 'eventTrigger');
    return this.store<V1TriggerRegistration>({
      kind: 'v1',
      projectId,
      key,
      eventType: text(field(trigger, 'eventType')),
      resource: text(field(trigger, 'resource')),
    });
  }

  /** `POST /emulator/v1/projects/{p}/eventarcTrigger?eventarcTriggerId={key}`. */
  registerV2(projectId: string, key: string, body: unknown): V2TriggerRegistration {
    const document = field(body, 'document');
    return this.store<V2TriggerRegistration>({
      kind: 'v2',
      projectId,
      key,
      eventType: text(field(body, 'eventType')),
      database: text(field(body, 'database')) || '(default)',
      namespace: text(field(body, 'namespace')) || '(default)',
      document: typeof document === 'string' ? document : text(field(document, 'value')),
      matchType: text(field(document, 'matchType')) === 'PATH_PATTERN' ? 'PATH_PATTERN' : 'EXACT',
    });
  }

  /** A re-registration under the same key replaces the earlier one. */
  private store<T extends TriggerRegistration>(registration: T): T {
    this.registrations.set(`${registration.projectId}/${registration.key}`, registration);
    return registration;
  }

  forProject(projectId: string): TriggerRegistration[] {
    return [...this.registrations.values()].filter((r) => r.projectId === projectId);
  }

  all(): TriggerRegistration[] {
    return [...this.registrations.values()];
  }
}

function field(value: unknown, name: string): unknown {
  return value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[name] : undefined;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}
