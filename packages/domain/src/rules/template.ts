// The one template language: `{{name}}` and `{{name.path}}` in any text a step or an action holds, filled
// from the call's variables with the same lookup the conditions use (expression.ts), so whatever a
// condition can read a template can print. docs/workflows.md, "Variables".
import { lookupVariable } from './expression';

/** A `{{variable}}` reference: a name, optionally followed by dotted keys. */
export const TEMPLATE_REFERENCE_PATTERN = /\{\{\s*([A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z0-9_]+)*)\s*\}\}/g;

export interface FillOptions {
  /** What a reference to a variable with no value becomes: '' (the default) or the reference kept as written. */
  missing?: 'empty' | 'keep';
}

/** The text with each `{{variable}}` replaced by its value. */
export function fillTemplate(
  text: string,
  variables: Readonly<Record<string, unknown>>,
  options: FillOptions = {},
): string {
  return text.replace(TEMPLATE_REFERENCE_PATTERN, (match, path: string) => {
    const value = lookupVariable(variables, path);
    if (value === null) return options.missing === 'keep' ? match : '';
    return String(value);
  });
}

/** The variables (their first name, before any dot) a text's templates read, in order of first use. */
export function templateVariables(text: string): string[] {
  const names = new Set<string>();
  for (const match of text.matchAll(TEMPLATE_REFERENCE_PATTERN)) {
    names.add((match[1] as string).split('.')[0] as string);
  }
  return [...names];
}
