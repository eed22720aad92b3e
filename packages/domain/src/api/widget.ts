// GET /widget/{widgetId}: the public configuration the embeddable widget (`widget.js`) paints itself
// with. No sign-in: everything here is shown to every visitor of an allowed website, so it holds
// nothing else. docs/knowledge-base.md#the-web-widget
import { z } from 'zod';
import { WIDGET_ID_PREFIX } from '../rules/widget';
import { documentIdSchema } from '../schemas/document-id';
import { widgetColourSchema } from '../schemas/knowledge-base';

/** The `details.reason` values of the widget route. */
export const WIDGET_ERROR_REASONS = {
  /** No such widget, or its agent was deleted: 404. */
  widgetNotFound: 'widget-not-found',
  /** The asking page's Origin is missing or not one of the widget's allowed websites: 403. */
  widgetOriginRefused: 'widget-origin-refused',
} as const;

/** A widget id as the Knowledge tab makes them (`widget_<agent id>`); anything else is a 400. */
export const widgetIdSchema = documentIdSchema.pipe(
  z.string().startsWith(WIDGET_ID_PREFIX, { error: `Must be a widget id (${WIDGET_ID_PREFIX}<agent id>)` }),
);

export const widgetConfigRequestSchema = z.object({ widgetId: widgetIdSchema });

/** What an allowed website's widget shows: its colours, greeting and the agent's name. */
export const widgetConfigSchema = z.object({
  widgetId: z.string(),
  agentName: z.string(),
  primaryColor: widgetColourSchema,
  backgroundColor: widgetColourSchema,
  greeting: z.string(),
});
export type WidgetConfig = z.infer<typeof widgetConfigSchema>;
