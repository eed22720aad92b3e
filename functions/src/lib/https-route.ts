import type { DecodedIdToken } from 'firebase-admin/auth';
import {
  onRequest,
  type HttpsFunction,
  type HttpsOptions,
  type Request,
  type Response,
} from 'firebase-functions/https';
import { verifyBearerToken } from './bearer-token';
import { toHttpsError } from './errors';

export interface RouteContext {
  req: Request;
  res: Response;
}

export interface AuthedRouteContext extends RouteContext {
  uid: string;
  token: DecodedIdToken;
}

/** A route handler returns the JSON body of a 200 answer, or writes the response itself. */
export type RouteHandler<Context, Result> = (context: Context) => Promise<Result>;

/**
 * Runs a handler and answers JSON: its result with 200, or `{ error: { status, message, details } }` with
 * the HttpsError's HTTP status (the callable protocol's error shape, so one client parser serves both).
 */
async function answerJson(res: Response, run: () => Promise<unknown>): Promise<void> {
  try {
    const body = await run();
    if (!res.headersSent) res.status(200).json(body);
  } catch (error) {
    const httpsError = toHttpsError(error);
    res.status(httpsError.httpErrorCode.status).json({ error: httpsError.toJSON() });
  }
}

/** An HTTPS route that requires `Authorization: Bearer <Firebase ID token>` and answers JSON. */
export function authedRoute<Result>(
  handler: RouteHandler<AuthedRouteContext, Result>,
  options: HttpsOptions = {},
): HttpsFunction {
  return onRequest(options, (req, res) =>
    answerJson(res, async () => {
      const token = await verifyBearerToken(req.get('authorization'));
      return handler({ req, res, uid: token.uid, token });
    }),
  );
}

/** An HTTPS route anyone may call (health checks, the spec's /public/... paths); answers JSON. */
export function publicRoute<Result>(
  handler: RouteHandler<RouteContext, Result>,
  options: HttpsOptions = {},
): HttpsFunction {
  return onRequest(options, (req, res) => answerJson(res, () => handler({ req, res })));
}
