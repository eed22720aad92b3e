import { validateForm } from '@parley/domain';
import type { ChangeEvent, FocusEvent } from 'react';
import type { z } from 'zod';

/**
 * Formik's `validate` from a zod schema: one schema drives every field's message (the first issue per
 * field), the same schema the submit handler parses with.
 */
export function formikValidate(schema: z.ZodType<Record<string, unknown>>) {
  return (values: unknown): Record<string, string> => {
    const result = validateForm(schema, values);
    return result.ok ? {} : (result.errors as Record<string, string>);
  };
}

/** The slice of Formik's bag a field needs (kept structural: FormikProps is too deep for type-aware lint). */
export interface FormikFieldSource<Values> {
  values: Values;
  touched: Partial<Record<keyof Values, unknown>>;
  errors: Partial<Record<keyof Values, unknown>>;
  handleChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  handleBlur: (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
}

/** A MUI TextField's value, handlers and error text for one Formik field (shown once touched). */
export function fieldProps<Values>(formik: FormikFieldSource<Values>, name: keyof Values & string) {
  const touched = Boolean(formik.touched[name]);
  const raw = formik.errors[name];
  const error = touched && typeof raw === 'string' ? raw : undefined;
  return {
    name,
    value: formik.values[name] ?? '',
    onChange: formik.handleChange,
    onBlur: formik.handleBlur,
    error: Boolean(error),
    helperText: error,
  };
}
