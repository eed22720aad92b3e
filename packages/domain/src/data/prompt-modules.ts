// The prompt-module catalogue.
import type { AgentCategory, ModuleCategory } from '../enums';

export interface PromptModuleDefinition {
  readonly name: ModuleCategory;
  readonly category: ModuleCategory;
  /** Which agents offer it: General modules for every agent, Healthcare ones for healthcare agents. */
  readonly agentCategory: AgentCategory;
  readonly description: string;
  /** A Material icon name; the spec names none, so these are chosen to match each module's meaning. */
  readonly icon: string;
  readonly isMultiAllowed: boolean;
  readonly isDisabled: boolean;
}

/** Content of a module the user has just added. */
export const DEFAULT_PROMPT_MODULE_CONTENT = { content: '', contentMD: '' } as const;

const general = (
  category: ModuleCategory,
  description: string,
  icon: string,
  flags: { isMultiAllowed?: boolean; isDisabled?: boolean } = {},
): PromptModuleDefinition => ({
  name: category,
  category,
  agentCategory: 'General',
  description,
  icon,
  isMultiAllowed: flags.isMultiAllowed ?? false,
  isDisabled: flags.isDisabled ?? false,
});

export const PROMPT_MODULES: readonly PromptModuleDefinition[] = [
  general('Pricing Info', 'Prices of your products and services.', 'Sell', { isDisabled: true }),
  general('FAQ', 'Answers to the questions callers ask most.', 'HelpOutline'),
  general('Business Background', 'Who you are, where you are and when you are open.', 'Business', {
    isDisabled: true,
  }),
  general('Scripts', 'Word-for-word lines the agent should say.', 'Description', { isDisabled: true }),
  general('Custom Module', 'Any other instructions, in your own words.', 'Extension', {
    isMultiAllowed: true,
  }),
  general('Guidelines', 'How the agent should behave and sound.', 'Rule'),
  general('Job & Role', "The agent's job and the role it plays.", 'Badge'),
  general('Rule', 'A rule the agent must always follow.', 'Gavel', { isMultiAllowed: true }),
  general('Instruction', 'A step the agent should carry out.', 'ListAlt', { isMultiAllowed: true }),
  general('Objective', 'A goal the agent works towards on the call.', 'Flag', { isMultiAllowed: true }),
  {
    ...general('Medical Advice', 'What the agent may and may not say about health.', 'MedicalServices'),
    agentCategory: 'Healthcare',
  },
  {
    ...general('Emergencies', 'What to do when a caller describes an emergency.', 'LocalHospital'),
    agentCategory: 'Healthcare',
  },
];
