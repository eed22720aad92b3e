// Model usage a run adds up: the agent's turns, the simulated caller's and the rubric judge's requests.
export interface Usage {
  promptTokens: number;
  completionTokens: number;
  llmCalls: number;
}

export const noUsage = (): Usage => ({ promptTokens: 0, completionTokens: 0, llmCalls: 0 });

export function addUsage(total: Usage, more: Usage): void {
  total.promptTokens += more.promptTokens;
  total.completionTokens += more.completionTokens;
  total.llmCalls += more.llmCalls;
}
