import {
  CALLABLES,
  createAgentRequestSchema,
  createAgentResponseSchema,
  deleteAgentRequestSchema,
  okResponseSchema,
  removeOrgMemberRequestSchema,
  toggleFavouriteVoiceRequestSchema,
  toggleFavouriteVoiceResponseSchema,
  updateAgentVoiceRequestSchema,
} from '@parley/domain';
import { z } from 'zod';

/** A callable function's name and the domain schemas of its input and result. */
export interface CallableDefinition<I extends z.ZodType, O extends z.ZodType> {
  readonly name: string;
  readonly input: I;
  readonly output: O;
}

/** Declares a callable; add it to `callables` below so every screen calls it the same way. */
export function defineCallable<I extends z.ZodType, O extends z.ZodType>(
  name: string,
  input: I,
  output: O,
): CallableDefinition<I, O> {
  return { name, input, output };
}

export type CallableFn<D extends CallableDefinition<z.ZodType, z.ZodType>> = (
  data: z.input<D['input']>,
) => Promise<z.output<D['output']>>;

/**
 * The app's callable functions (in-app actions with no REST path in the spec), by the names in the
 * domain's CALLABLES, with the domain's request and response schemas. A feature's api/ file calls one
 * through `useServices().call(callables.removeOrgMember, input)` so tests can hand in a fake.
 */
export const callables = {
  createAgent: defineCallable(CALLABLES.createAgent, createAgentRequestSchema, createAgentResponseSchema),
  deleteAgent: defineCallable(CALLABLES.deleteAgent, deleteAgentRequestSchema, okResponseSchema),
  removeOrgMember: defineCallable(CALLABLES.removeOrgMember, removeOrgMemberRequestSchema, okResponseSchema),
  toggleFavouriteVoice: defineCallable(
    CALLABLES.toggleFavouriteVoice,
    toggleFavouriteVoiceRequestSchema,
    toggleFavouriteVoiceResponseSchema,
  ),
  updateAgentVoice: defineCallable(
    CALLABLES.updateAgentVoice,
    updateAgentVoiceRequestSchema,
    okResponseSchema,
  ),
} satisfies Record<string, CallableDefinition<z.ZodType, z.ZodType>>;

/** Invokes any callable definition; the real one is `callCallable`, tests pass a fake. */
export type CallableInvoker = <D extends CallableDefinition<z.ZodType, z.ZodType>>(
  definition: D,
  data: z.input<D['input']>,
) => Promise<z.output<D['output']>>;

/**
 * Calls a callable on the app's Functions instance (emulator locally). The Functions SDK is fetched on
 * the first call, so screens that never call one never download it.
 */
export const callCallable: CallableInvoker = async (definition, data) => {
  const { bindCallable } = await import('./bind-callable');
  return bindCallable(definition)(data);
};
