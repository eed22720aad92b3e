import { z } from 'zod';
import { moduleCategorySchema } from '../enums';

/** At most this many modules make up one agent's prompt (the security rules check the same bound). */
export const MAX_PROMPT_MODULES = 50;
/** One module's Markdown may be this long; a whole prompt stays far below what a model accepts. */
export const MAX_PROMPT_MODULE_CHARS = 20_000;

/**
 * One module of an agent's prompt (docs/versions.md, "Prompt modules"): `moduleId` names its catalogue
 * entry (PROMPT_MODULES, keyed by name), `id` tells two copies of a multi-allowed module apart,
 * `contentMD` is the Markdown the user writes and `content` the same text without Markdown syntax.
 * The shape only: what may be added to which agent (promptModulesRefusal) depends on the agent's
 * category, which may change after the modules were written, so a read never refuses on it.
 */
export const promptModuleSchema = z.object({
  id: z.string().min(1).max(64),
  moduleId: moduleCategorySchema,
  content: z.string().max(MAX_PROMPT_MODULE_CHARS).default(''),
  contentMD: z.string().max(MAX_PROMPT_MODULE_CHARS).default(''),
});
export type PromptModule = z.infer<typeof promptModuleSchema>;

/** An agent's prompt: its modules in the order they are assembled. */
export const promptModulesSchema = z.array(promptModuleSchema).max(MAX_PROMPT_MODULES);
