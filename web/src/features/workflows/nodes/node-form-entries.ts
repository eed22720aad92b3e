// The node types with a form of their own (see ./node-forms.ts). Each entry is one line: the type and
// its slot, the slot's component living in its own file beside this one.
import { apiRequestNodeForm } from './api-request-node-form';
import { codeNodeForm } from './code-node-form';
import type { NodeFormRegistry, NodeFormSlot } from './node-forms';

const NODE_FORMS: NodeFormRegistry = {
  API_REQUEST: apiRequestNodeForm,
  WEBHOOK: apiRequestNodeForm,
  CUSTOM_API: apiRequestNodeForm,
  CODE: codeNodeForm,
};

/** The per-type form of a node type, or undefined when the generic form covers every key. */
export function nodeFormFor(type: string): NodeFormSlot | undefined {
  return Object.hasOwn(NODE_FORMS, type) ? NODE_FORMS[type] : undefined;
}
