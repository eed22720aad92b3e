import type { ApiRoute } from '@parley/domain';
import type { DecodedIdToken } from 'firebase-admin/auth';
import type { Request } from 'firebase-functions/https';
import type { z } from 'zod';

/** What a route handler receives: the verified caller and its input, parsed by the route's schema. */
export interface RouteRequest<Input> {
  uid: string;
  token: DecodedIdToken;
  /** The JSON body merged with the path parameters, parsed by the route's domain schema. */
  input: Input;
  req: Request;
}

/** One REST route of the `api` function: method and path from API_ROUTES, schema, handler. */
export interface RouteDefinition {
  route: ApiRoute;
  schema: z.ZodType;
  handle: (request: RouteRequest<never>) => Promise<unknown>;
  /**
   * Set on routes a service calls instead of a user (the voice engine's webhooks): verifies the
   * request (a shared secret, a signature) in place of the bearer ID token, throwing when it fails.
   */
  verifyService?: (req: Request) => void | Promise<void>;
}

/** What a service route's handler receives: its parsed input and the request. */
export interface ServiceRouteRequest<Input> {
  input: Input;
  req: Request;
}

/** Binds a handler to its route and schema, typing its input from the schema. */
export function defineRoute<Schema extends z.ZodType, Result>(
  route: ApiRoute,
  schema: Schema,
  handle: (request: RouteRequest<z.output<Schema>>) => Promise<Result>,
): RouteDefinition {
  return { route, schema, handle };
}

/** Binds a handler to a route that a service calls, authenticated by `verify` instead of a user token. */
export function defineServiceRoute<Schema extends z.ZodType, Result>(
  route: ApiRoute,
  schema: Schema,
  verify: (req: Request) => void | Promise<void>,
  handle: (request: ServiceRouteRequest<z.output<Schema>>) => Promise<Result>,
): RouteDefinition {
  return { route, schema, verifyService: verify, handle: ({ input, req }) => handle({ input, req }) };
}
