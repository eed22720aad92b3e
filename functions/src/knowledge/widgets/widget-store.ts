// Typed read of t_widgets (one widget per agent, written by members through the rules).
// docs/knowledge-base.md#the-web-widget
import { COLLECTIONS, exactOrigin, widgetIdOf, widgetSchema, type Widget } from '@parley/domain';
import { db } from '../../lib/firestore';

/**
 * The widget stored under `id`, or null when there is none, when it is not its agent's (a document
 * under another agent's widget id, left from before the rules bound the id to its agent), or when it
 * does not read as a widget. Allowed origins that are not exact origins (a number, an old
 * unnormalised string) are dropped: they could never match, and must never make the read fail.
 */
export async function readWidget(id: string): Promise<Widget | null> {
  const snapshot = await db().collection(COLLECTIONS.widgets).doc(id).get();
  const data: Record<string, unknown> | undefined = snapshot.data();
  if (!data) return null;
  const { allowedOrigins } = data;
  const parsed = widgetSchema.safeParse({
    ...data,
    id,
    ...(Array.isArray(allowedOrigins)
      ? { allowedOrigins: allowedOrigins.filter((o) => exactOrigin(o)) }
      : {}),
  });
  return parsed.success && widgetIdOf(parsed.data.agentId) === id ? parsed.data : null;
}
