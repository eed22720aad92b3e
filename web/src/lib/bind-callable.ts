import { httpsCallable, type Functions } from 'firebase/functions';
import type { z } from 'zod';
import type { CallableDefinition, CallableFn } from './callables';
import { appFunctions } from './firebase-functions';

/**
 * Binds a definition to a Functions instance: the input is parsed before sending (a bad call fails here,
 * not on the server), the result is parsed on return. Errors are the SDK's FunctionsError (code, message,
 * details.reason).
 */
export function bindCallable<D extends CallableDefinition<z.ZodType, z.ZodType>>(
  definition: D,
  functions: Functions = appFunctions(),
): CallableFn<D> {
  const call = httpsCallable(functions, definition.name);
  return async (data) => {
    const result = await call(definition.input.parse(data));
    return definition.output.parse(result.data) as z.output<D['output']>;
  };
}
