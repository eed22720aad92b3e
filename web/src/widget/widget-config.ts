// Fetching and checking the widget's public configuration (GET /widget/{widgetId}).
import { API_ROUTES, apiPath, WIDGET_COLOUR_PATTERN, type WidgetConfig } from '@parley/domain';

/**
 * The answer checked by hand against the domain's widgetConfigSchema: widget.js runs on customers'
 * pages and stays a few kilobytes, so it does not ship zod. Throws on anything else.
 */
export function parseWidgetConfig(value: unknown): WidgetConfig {
  const fields = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  const text = (name: keyof WidgetConfig): string => {
    const field = fields[name];
    if (typeof field !== 'string') throw new Error(`the configuration has no ${name}`);
    return field;
  };
  const colour = (name: 'primaryColor' | 'backgroundColor'): string => {
    const field = text(name);
    if (!WIDGET_COLOUR_PATTERN.test(field)) throw new Error(`the configuration's ${name} is not a colour`);
    return field;
  };
  return {
    widgetId: text('widgetId'),
    agentName: text('agentName'),
    primaryColor: colour('primaryColor'),
    backgroundColor: colour('backgroundColor'),
    greeting: text('greeting'),
  };
}

/**
 * The widget's configuration from the API at `apiBase`. Sent without cookies: the route answers by the
 * page's Origin alone. A page the widget does not allow gets no CORS header, so the browser fails the
 * fetch itself (a TypeError) rather than handing over the 403.
 */
export async function fetchWidgetConfig(
  apiBase: string,
  widgetId: string,
  fetcher: typeof fetch = fetch,
): Promise<WidgetConfig> {
  const response = await fetcher(`${apiBase}${apiPath(API_ROUTES.widgetConfig, { widgetId })}`, {
    credentials: 'omit',
  });
  if (!response.ok) throw new Error(`HTTP ${String(response.status)}`);
  return parseWidgetConfig(await response.json());
}
