// GET /widget/{widgetId}: the public configuration of an agent's embeddable widget, for `widget.js` on
// the websites the widget allows. No sign-in; the page's Origin header is the credential.
// docs/knowledge-base.md#the-web-widget
import {
  API_ROUTES,
  MSG_KB_WIDGET_NOT_FOUND,
  MSG_KB_WIDGET_ORIGIN_REFUSED,
  WIDGET_ERROR_REASONS,
  widgetAllowsOrigin,
  widgetConfigRequestSchema,
  type WidgetConfig,
} from '@parley/domain';
import type { Request } from 'firebase-functions/https';
import { defineServiceRoute } from '../../api/route-definition';
import { readAgent } from '../../lib/collections';
import { failure } from '../../lib/errors';
import { readWidget } from './widget-store';

/** How long a visitor's browser reuses the configuration: a saved change reaches the sites within a minute. */
const CONFIG_MAX_AGE_SECONDS = 60;

const originRefused = (origin: string | null) =>
  failure('permission-denied', MSG_KB_WIDGET_ORIGIN_REFUSED, {
    reason: WIDGET_ERROR_REASONS.widgetOriginRefused,
    origin,
  });

/**
 * CORS for this route alone. The `api` function's CORS middleware echoes every Origin (its other
 * routes authenticate with bearer tokens, never cookies), so the answer names the asking origin only
 * once the widget allows it, and drops the echoed header otherwise: a page of another site cannot
 * read the answer. The answer differs by Origin, so caches must keep one copy per Origin.
 */
function answerCorsTo(req: Request, origin: string | null): void {
  const res = req.res;
  if (!res) return;
  res.vary('Origin');
  if (origin) res.set('Access-Control-Allow-Origin', origin);
  else res.removeHeader('Access-Control-Allow-Origin');
}

/** A browser sends Origin with every cross-origin fetch; a request without one is not a widget's. */
function requireOrigin(req: Request): void {
  answerCorsTo(req, null);
  if (!req.get('origin')) throw originRefused(null);
}

/**
 * The widget's colours and greeting and its agent's name, answered to a page of one of the widget's
 * allowed websites (403 otherwise, without CORS headers). An unknown widget, one whose agent was
 * deleted (the widget document outlives it), one not bound to its id (widget_<agentId>, so nobody can
 * serve their greeting under another agent's id) or one that does not read as a widget is a 404. The
 * id's shape is checked first (400).
 */
export const widgetConfigRoute = defineServiceRoute(
  API_ROUTES.widgetConfig,
  widgetConfigRequestSchema,
  requireOrigin,
  async ({ input, req }): Promise<WidgetConfig> => {
    const origin = req.get('origin') ?? null;
    const widget = await readWidget(input.widgetId);
    const agent = widget ? await readAgent(widget.agentId) : null;
    if (!widget || !agent) {
      throw failure('not-found', MSG_KB_WIDGET_NOT_FOUND, { reason: WIDGET_ERROR_REASONS.widgetNotFound });
    }
    if (!widgetAllowsOrigin(widget.allowedOrigins, origin)) throw originRefused(origin);
    answerCorsTo(req, origin);
    req.res?.set('Cache-Control', `private, max-age=${String(CONFIG_MAX_AGE_SECONDS)}`);
    return {
      widgetId: widget.id,
      agentName: agent.name,
      primaryColor: widget.primaryColor,
      backgroundColor: widget.backgroundColor,
      greeting: widget.greeting,
    };
  },
);
