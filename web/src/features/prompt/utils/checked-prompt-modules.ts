import {
  promptModulesRefusal,
  promptModulesSchema,
  type AgentCategory,
  type PromptModule,
} from '@parley/domain';
import { REFUSAL_TEXT, invalidModules } from '../strings';

/**
 * The modules to store, checked at the edge: the domain's shape, and the catalogue's rules for this
 * agent (firestore.rules check only that it is a list of at most 50). Throws, worded for the user, when a
 * module may not be there — the editor never offers that, so it means a stale or tampered list.
 */
export function checkedPromptModules(
  modules: readonly PromptModule[],
  category: AgentCategory,
): PromptModule[] {
  const parsed = promptModulesSchema.parse(modules);
  const refusal = promptModulesRefusal(parsed, category);
  if (refusal) {
    const name = parsed[refusal.index]?.moduleId ?? '';
    throw new Error(invalidModules(name, REFUSAL_TEXT[refusal.reason]));
  }
  return parsed;
}
