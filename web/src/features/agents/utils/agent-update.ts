// Turns an edit form's before/after values into the smallest Firestore update the security rules allow.
import { COLLECTIONS, clientWriteViolations, type LastUpdatedBy } from '@parley/domain';

/** Where a form's fields live in the agent document: at the top level, or inside a settings map. */
export type AgentSection =
  'root' | 'generalSettings' | 'notificationsSettings' | 'advancedSettings' | 'analysisSettings';

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);

/**
 * The changed leaves of `after` compared with `before`, as dotted field paths ('generalSettings.timezone',
 * 'notificationsSettings.everyCall.sms'), so a save never overwrites a sibling another tab just changed.
 */
export function changedFieldPaths(
  before: Readonly<Record<string, unknown>>,
  after: Readonly<Record<string, unknown>>,
  prefix = '',
): Record<string, unknown> {
  const changes: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(after)) {
    const path = prefix ? `${prefix}.${key}` : key;
    const previous = before[key];
    if (isPlainObject(value) && isPlainObject(previous)) {
      Object.assign(changes, changedFieldPaths(previous, value, path));
    } else if (JSON.stringify(value) !== JSON.stringify(previous)) {
      changes[path] = value;
    }
  }
  return changes;
}

/**
 * The update for one form's save: only the changed fields, plus lastUpdatedBy (the caller), or null when
 * nothing changed. Throws when a change falls outside the fields a client may write, which would be a
 * bug in a form rather than something to send and have refused.
 */
export function buildAgentUpdate(
  section: AgentSection,
  before: Readonly<Record<string, unknown>>,
  after: Readonly<Record<string, unknown>>,
  by: LastUpdatedBy,
): Record<string, unknown> | null {
  const changes = changedFieldPaths(before, after, section === 'root' ? '' : section);
  const paths = Object.keys(changes);
  if (paths.length === 0) return null;
  const topLevel = [...new Set(paths.map((path) => path.split('.')[0] ?? path))];
  const violations = clientWriteViolations(COLLECTIONS.agents, topLevel);
  if (violations.length > 0) throw new Error(`Not client-writable: ${violations.join(', ')}`);
  return { ...changes, lastUpdatedBy: { uid: by.uid, email: by.email, displayName: by.displayName } };
}
