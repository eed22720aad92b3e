import { API_ERROR_REASONS, documentIdSchema, MSG_UNAUTHORIZED, type ApiRoute } from '@parley/domain';
import type { Request, Response } from 'firebase-functions/https';
import { z } from 'zod';
import { verifyBearerToken } from '../lib/bearer-token';
import { answerFailure, failure, failureWithStatus } from '../lib/errors';
import { parseInput } from '../lib/parse-input';
import { guardProcess } from '../lib/process-guard';
import type { RouteDefinition } from './route-definition';

interface CompiledRoute {
  definition: RouteDefinition;
  pattern: RegExp;
  /** Every path parameter is a document id; the router checks them before the route's own schema. */
  params: z.ZodType<Record<string, string>>;
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
  const params = z.object(Object.fromEntries(names.map((name) => [name, documentIdSchema])));
  return { definition, pattern: new RegExp(`^${source}/?$`), params, names };
}

const MALFORMED_ESCAPE = 'Must be a valid percent-encoded path segment (UTF-8)';

/** A path segment, percent-decoded; a malformed escape (%E0%A4%A, %ED%A0%80) is the caller's 400. */
function decodeSegment(name: string, raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    throw failure('invalid-argument', `The request is not valid: ${name}: ${MALFORMED_ESCAPE}`, {
      reason: API_ERROR_REASONS.invalidInput,
      issues: [{ path: name, message: MALFORMED_ESCAPE }],
    });
  }
}

function matchRoute(
  routes: readonly CompiledRoute[],
  method: string,
  path: string,
): { compiled: CompiledRoute; params: Record<string, string> } | null {
  for (const compiled of routes) {
    if (compiled.definition.route.method !== method) continue;
    const match = compiled.pattern.exec(path);
    if (!match) continue;
    const raw = Object.fromEntries(
      compiled.names.map((name, index) => [name, decodeSegment(name, match[index + 1] ?? '')]),
    );
    return { compiled, params: parseInput(compiled.params, raw) };
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

function hasBody(req: Request): boolean {
  return req.get('transfer-encoding') !== undefined || Number(req.get('content-length') ?? 0) > 0;
}

/**
 * The body's fields: a JSON object's, or none for a multipart route (which reads req.rawBody itself)
 * and a request without a body. Another content type is a 415; JSON that is not an object, a 400.
 */
function bodyFields(req: Request, route: ApiRoute): Record<string, unknown> {
  if (!hasBody(req)) return {};
  const expected = route.body === 'multipart' ? 'multipart/form-data' : 'application/json';
  if (!req.is(route.body === 'multipart' ? expected : ['application/json', '+json'])) {
    throw failureWithStatus(415, `Send the body as ${expected}.`, {
      reason: API_ERROR_REASONS.unsupportedMediaType,
    });
  }
  if (route.body === 'multipart') return {};
  const body: unknown = req.body;
  if (typeof body !== 'object' || body === null || Array.isArray(body) || Buffer.isBuffer(body)) {
    throw failure('invalid-argument', 'The request is not valid: the body must be a JSON object.', {
      reason: API_ERROR_REASONS.invalidInput,
      issues: [{ path: '', message: 'The body must be a JSON object' }],
    });
  }
  return body as Record<string, unknown>;
}

/**
 * The request handler of the `api` function: finds the route for method and path, checks the path
 * parameters (each a document id), verifies the bearer ID token ('Unauthorized' when missing or
 * forged) or, on a service route, the service's credential; reads the body (JSON, or multipart where
 * the route says so: another type is a 415) and parses it with the path parameters by the route's
 * schema (a mismatch is a 400 naming each problem); answers the handler's result as JSON, a failure
 * through answerFailure. docs/api-errors.md has the rules.
 */
export function createApiHandler(definitions: readonly RouteDefinition[]) {
  assertUnique(definitions.map((definition) => definition.route));
  guardProcess();
  const routes = definitions.map(compile);
  return async (req: Request, res: Response): Promise<void> => {
    try {
      const matched = matchRoute(routes, req.method, req.path);
      if (!matched) {
        throw failure('not-found', `No route for ${req.method} ${req.path}`, {
          reason: API_ERROR_REASONS.routeNotFound,
        });
      }
      const { definition } = matched.compiled;
      const { verifyService } = definition;
      // A service route has no user: its handler never reads uid or token.
      const token = verifyService
        ? (await verifyService(req), null)
        : await verifyBearerToken(req.get('authorization')).catch(() => {
            throw failure('unauthenticated', MSG_UNAUTHORIZED, { reason: API_ERROR_REASONS.unauthenticated });
          });
      const fromBody = bodyFields(req, definition.route);
      const input = parseInput(definition.schema, { ...fromBody, ...matched.params }) as never;
      const result = await definition.handle({
        uid: token?.uid ?? '',
        token: token ?? (null as never),
        input,
        req,
      });
      if (!res.headersSent) res.status(200).json(result ?? { ok: true });
    } catch (error) {
      answerFailure(res, error);
    }
  };
}
