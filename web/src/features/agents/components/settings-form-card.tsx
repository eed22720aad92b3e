import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Form, Formik, useFormikContext, type FormikValues } from 'formik';
import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import type { z } from 'zod';
import { formikValidate } from '../../../lib/forms';
import { LABEL_DISCARD_CHANGES, LABEL_SAVE } from '../../../lib/strings';
import { useReadOnlyFields } from './read-only-fields';

interface SettingsFormCardProps<V extends FormikValues> {
  title: string;
  description?: string;
  /** The stored values; a live change from elsewhere replaces the form's values while it is unedited. */
  initialValues: V;
  /** The domain's form schema: it drives every field's message and cleans the values saved. */
  schema: z.ZodType<V, V>;
  /** Saves the cleaned values against the ones the form started from; resolves true when saved (the form then takes them as its new baseline). */
  onSave: (before: V, after: V) => Promise<boolean>;
  children: ReactNode;
}

/** Keeps the values the form started from, so a save sends only what this user changed. */
function TrackBaseline({ baselineRef }: { baselineRef: RefObject<FormikValues> }) {
  const { initialValues } = useFormikContext();
  useEffect(() => {
    baselineRef.current = initialValues as FormikValues;
  }, [baselineRef, initialValues]);
  return null;
}

/** Follows live changes of the stored values while the user has not started editing. */
function FollowStoredValues({ values }: { values: FormikValues }) {
  const { dirty, isSubmitting, resetForm } = useFormikContext();
  const last = useRef(values);
  useEffect(() => {
    if (last.current === values) return;
    last.current = values;
    if (!dirty && !isSubmitting) resetForm({ values });
  }, [values, dirty, isSubmitting, resetForm]);
  return null;
}

function SaveActions() {
  const { dirty, isSubmitting, resetForm } = useFormikContext();
  return (
    <CardActions sx={{ justifyContent: 'flex-end', px: 2, pb: 2 }}>
      <Button
        disabled={!dirty || isSubmitting}
        onClick={() => {
          resetForm();
        }}
      >
        {LABEL_DISCARD_CHANGES}
      </Button>
      <Button type="submit" variant="contained" disabled={!dirty || isSubmitting} loading={isSubmitting}>
        {LABEL_SAVE}
      </Button>
    </CardActions>
  );
}

/**
 * One section of the agent editor: a Formik form whose schema drives every field error, with Save
 * disabled until something changed. A user who may only view gets the values without Save or Discard.
 */
export function SettingsFormCard<V extends FormikValues>({
  title,
  description,
  initialValues,
  schema,
  onSave,
  children,
}: SettingsFormCardProps<V>) {
  const titleId = useId();
  const baselineRef = useRef<FormikValues>(initialValues);
  const readOnly = useReadOnlyFields();
  return (
    <Card component="section" aria-labelledby={titleId} variant="outlined">
      <Formik<V>
        initialValues={initialValues}
        validate={formikValidate(schema)}
        onSubmit={async (values, helpers) => {
          const cleaned = schema.parse(values);
          const saved = await onSave(baselineRef.current as V, cleaned);
          if (saved) helpers.resetForm({ values: cleaned });
        }}
      >
        <Form noValidate>
          <TrackBaseline baselineRef={baselineRef} />
          <FollowStoredValues values={initialValues} />
          <CardContent>
            <Typography id={titleId} variant="h6" component="h2">
              {title}
            </Typography>
            {description && (
              <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                {description}
              </Typography>
            )}
            <Stack spacing={2} sx={{ mt: 2 }}>
              {children}
            </Stack>
          </CardContent>
          {!readOnly && <SaveActions />}
        </Form>
      </Formik>
    </Card>
  );
}
