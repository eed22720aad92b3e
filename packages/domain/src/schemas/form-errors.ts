import { z } from 'zod';

/** Field name → the first message for it; a form shows one message per field. */
export type FieldErrors<T> = Partial<Record<keyof T & string, string>>;

/** The result of validating a form: its parsed value, or one message per failing field. */
export type FormValidation<T> = { ok: true; value: T } | { ok: false; errors: FieldErrors<T> };

/**
 * Validates form input against a schema and returns either the parsed value or the first message of
 * each failing field, the shape Formik and the callables both want.
 */
export function validateForm<S extends z.ZodType<Record<string, unknown>>>(
  schema: S,
  input: unknown,
): FormValidation<z.output<S>> {
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, value: result.data };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    const key = typeof field === 'string' ? field : '_form';
    errors[key] ??= issue.message;
  }
  return { ok: false, errors: errors as FieldErrors<z.output<S>> };
}
