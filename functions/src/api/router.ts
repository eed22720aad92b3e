import { API_ERROR_REASONS, MSG_UNAUTHORIZED, type ApiRoute } from '@parley/domain';
import type { Request, Response } from 'firebase-functions/https';
import { verifyBearerToken } from '../lib/bearer-token';
import { failure, toHttpsError } from '../lib/errors';
import { parseInput } from '../lib/parse-input';
import type { RouteDefinition } from './route-definition';

interface CompiledRoute {
  definition: RouteDefinition;
  pattern: RegExp;
  names: string[];
}

function compile(definition: RouteDefinition): CompiledRoute {
  const names: string[] = [];
  const source = definition.route.path
    .split('/')
    .map((segment) => {
      const param = /^\{(\w+)\}$/.exec(segment);
      if (!param?.[1]) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(param[1]);
      return '([^/]+)';
    })
    .join('/');
  return { definition, pattern: new RegExp(`^${source}/?$`), names };
}

function matchRoute(
  routes: readonly CompiledRoute[],
  method: string,
  path: string,
): { definition: RouteDefinition; params: Record<string, string> } | null {
  for (const { definition, pattern, names } of routes) {
    if (definition.route.method !== method) continue;
    const match = pattern.exec(path);
    if (!match) continue;
    const params: Record<string, string> = {};
    names.forEach((name, index) => {
      params[name] = decodeURIComponent(match[index + 1] ?? '');
    });
    return { definition, params };
  }
  return null;
}

/** Route paths must not collide: the same method and path twice is a programming error. */
function assertUnique(routes: readonly ApiRoute[]): void {
  const seen = new Set<string>();
  for (const { method, path } of routes) {
    const key = `${method} ${path}`;
    if (seen.has(key)) throw new Error(`Duplicate API route ${key}`);
    seen.add(key);
  }
}

/**
 * The request handler of the `api` function: finds the route for method and path, verifies the bearer
 * ID token ('Unauthorized' when missing or forged) or, on a service route, the service's credential;
 * parses body and path parameters with the route's schema (a mismatch is a 400 naming each problem) and answers the handler's result as JSON. Failures
 * answer `{ error: { status, message, details }, message }` with the HttpsError's HTTP status; the
 * top-level `message` is the one the spec's helper reads.
 */
export function createApiHandler(definitions: readonly RouteDefinition[]) {
  assertUnique(definitions.map((definition) => definition.route));
  const routes = definitions.map(compile);
  return async (req: Request, res: Response): Promise<void> => {
    try {
      const matched = matchRoute(routes, req.method, req.path);
      if (!matched) {
        throw failure('not-found', `No route for ${req.method} ${req.path}`, {
          reason: API_ERROR_REASONS.routeNotFound,
        });
      }
      const { verifyService } = matched.definition;
      // A service route has no user: its handler never reads uid or token.
      const token = verifyService
        ? (verifyService(req), null)
        : await verifyBearerToken(req.get('authorization')).catch(() => {
            throw failure('unauthenticated', MSG_UNAUTHORIZED, { reason: API_ERROR_REASONS.unauthenticated });
          });
      const body: unknown = req.body;
      // A multipart body arrives as raw bytes (Buffer): its route reads req.rawBody, not JSON fields.
      const isJsonObject =
        typeof body === 'object' && body !== null && !Array.isArray(body) && !Buffer.isBuffer(body);
      const fromBody = isJsonObject ? body : {};
      const input = parseInput(matched.definition.schema, { ...fromBody, ...matched.params }) as never;
      const result = await matched.definition.handle({
        uid: token?.uid ?? '',
        token: token ?? (null as never),
        input,
        req,
      });
      if (!res.headersSent) res.status(200).json(result ?? { ok: true });
    } catch (error) {
      const httpsError = toHttpsError(error);
      // A provider's own message travels as top-level `detail` too, where the spec's clients read it.
      const detail: unknown = (httpsError.details as { detail?: unknown } | undefined)?.detail;
      res.status(httpsError.httpErrorCode.status).json({
        error: httpsError.toJSON(),
        message: httpsError.message,
        ...(typeof detail === 'string' ? { detail } : {}),
      });
    }
  };
}
