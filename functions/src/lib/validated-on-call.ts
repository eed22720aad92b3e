import { API_ERROR_REASONS, MSG_USER_NOT_AUTHENTICATED } from '@parley/domain';
import type { DecodedIdToken } from 'firebase-admin/auth';
import {
  onCall,
  type CallableFunction,
  type CallableOptions,
  type CallableRequest,
} from 'firebase-functions/https';
import type { z } from 'zod';
import { failure, toHttpsError } from './errors';
import { parseInput } from './parse-input';
import { guardProcess } from './process-guard';

export interface CallContext {
  uid: string;
  token: DecodedIdToken;
  request: CallableRequest;
}

export type CallHandler<Input, Result> = (input: Input, context: CallContext) => Promise<Result>;

/** A callable made by validatedOnCall, carrying its input schema (the fuzz test reads the id fields). */
export type ValidatedCallable<Result> = CallableFunction<unknown, Promise<Result>> & {
  readonly inputSchema: z.ZodType;
};

/**
 * A callable that requires a signed-in user, parses `data` with `schema` and hands the handler typed
 * input. Parse failures become `invalid-argument` (details.reason 'invalid-input'); HttpsErrors thrown by
 * the handler reach the client unchanged; anything else is logged and reported as `internal`.
 */
export function validatedOnCall<Schema extends z.ZodType, Result>(
  schema: Schema,
  handler: CallHandler<z.output<Schema>, Result>,
  options: CallableOptions = {},
): ValidatedCallable<Result> {
  guardProcess();
  const callable = onCall(options, async (request: CallableRequest): Promise<Result> => {
    try {
      if (!request.auth) {
        throw failure('unauthenticated', MSG_USER_NOT_AUTHENTICATED, {
          reason: API_ERROR_REASONS.unauthenticated,
        });
      }
      const input = parseInput(schema, request.data);
      return await handler(input, { uid: request.auth.uid, token: request.auth.token, request });
    } catch (error) {
      throw toHttpsError(error);
    }
  });
  return Object.assign(callable, { inputSchema: schema });
}
