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
 * An allowed origin's stored form: lowercase http(s) scheme and host (IP addresses dotted), a port only
 * when not the default. firestore.rules checks the same pattern; normaliseOrigin removes default ports.
 */
const EXACT_ORIGIN_PATTERN = /^https?:\/\/[a-z0-9.-]+(?::[1-9][0-9]{0,4})?$/;

/**
 * `value` when it is an origin exactly as a browser sends it (what normaliseOrigin gives back
 * unchanged), else null: a non-string, capitals, a default port, a path, a numeric IP host.
 */
export function exactOrigin(value: unknown): string | null {
  return typeof value === 'string' && EXACT_ORIGIN_PATTERN.test(value) && normaliseOrigin(value) === value
    ? value
    : null;
}

/**
 * Whether a page of `origin` (the request's Origin header) may show a widget allowing
 * `allowedOrigins`: the header, as a browser sends it, equals one of the stored origins, which are
 * normalised when written (widgetOriginSchema, firestore.rules). An entry that is not an exact origin
 * (a number, an old unnormalised string) matches nothing; no Origin, or an opaque one, is never allowed.
 */
export function widgetAllowsOrigin(
  allowedOrigins: readonly unknown[],
  origin: string | null | undefined,
): boolean {
  const asked = exactOrigin(origin);
  return asked !== null && allowedOrigins.some((allowed) => allowed === asked);
}
