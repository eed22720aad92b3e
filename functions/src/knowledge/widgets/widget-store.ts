// Typed read of t_widgets (one widget per agent, written by members through the rules).
// docs/knowledge-base.md#the-web-widget
import { COLLECTIONS, widgetSchema, type Widget } from '@parley/domain';
import { db } from '../../lib/firestore';

/** The widget, parsed with its domain schema, or null when there is none. */
export async function readWidget(id: string): Promise<Widget | null> {
  const snapshot = await db().collection(COLLECTIONS.widgets).doc(id).get();
  return snapshot.exists ? widgetSchema.parse({ ...snapshot.data(), id }) : null;
}
