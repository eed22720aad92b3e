// The embeddable web widget's pure rules: its id (one per agent) and which web pages may show it.
// docs/knowledge-base.md#the-web-widget

export const WIDGET_ID_PREFIX = 'widget_';

/**
 * A widget colour: #rgb or #rrggbb. Plain (no zod) so widget.js, which checks its configuration by
 * hand to stay small, checks it the same way as the domain's widgetColourSchema.
 */
export const WIDGET_COLOUR_PATTERN = /^#(?:[0-9a-fA-F]{3}){1,2}$/;

/** An agent has one widget, keyed by the agent, so saving it twice never makes a second one. */
export const widgetIdOf = (agentId: string): string => `${WIDGET_ID_PREFIX}${agentId}`;

/**
 * `origin` as a browser sends it in its Origin header — lowercase scheme and host, no default port
 * (`HTTPS://Shop.example:443` → `https://shop.example`) — or null when it is not a bare http(s)
 * origin (a path, credentials, `null` from a sandboxed frame or a file).
 */
export function normaliseOrigin(origin: string): string | null {
  let url: URL;
  try {
    url = new URL(origin.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password || url.pathname !== '/' || url.search || url.hash) return null;
  return url.origin;
}

/**
 * Whether a page of `origin` (the request's Origin header) may show a widget allowing
 * `allowedOrigins`: the same scheme, host and port, however either was written. No Origin, or one
 * that is not an http(s) origin, is never allowed.
 */
export function widgetAllowsOrigin(
  allowedOrigins: readonly string[],
  origin: string | null | undefined,
): boolean {
  const asked = origin ? normaliseOrigin(origin) : null;
  return asked !== null && allowedOrigins.some((allowed) => normaliseOrigin(allowed) === asked);
}
