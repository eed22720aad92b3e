import {
  onRequest,
  type HttpsFunction,
  type HttpsOptions,
  type Request,
  type Response,
} from 'firebase-functions/https';
import { answerFailure } from './errors';
import { guardProcess } from './process-guard';

export interface RouteContext {
  req: Request;
  res: Response;
}

/**
 * An HTTPS function anyone may call (health checks): answers the handler's result as JSON with 200,
 * or a failure through answerFailure, as the `api` router does. The spec's REST paths go through that router (functions/src/api), not this.
 */
export function publicRoute<Result>(
  handler: (context: RouteContext) => Promise<Result>,
  options: HttpsOptions = {},
): HttpsFunction {
  guardProcess();
  return onRequest(options, async (req, res) => {
    try {
      const body = await handler({ req, res });
      if (!res.headersSent) res.status(200).json(body);
    } catch (error) {
      answerFailure(res, error);
    }
  });
}
