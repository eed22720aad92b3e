// @parley/runtime: runs an agent's conversation from its snapshot, turn by turn. docs/runtime.md.
export * from './core/events';
export * from './core/limits';
export * from './core/ports';
export * from './core/prompt';
export * from './core/run-turn';
export * from './core/snapshot';
export * from './core/state';
export * from './core/step-tool';
export * from './core/transcript';
export * from './calendar/slots';
export { EXECUTABLE_NODE_TYPES, FAILURE_HANDLE } from './workflow/steps';
export * from './openai/chat-wire';
