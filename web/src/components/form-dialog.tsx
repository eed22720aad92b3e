import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { LABEL_CANCEL, causeMessage } from '@parley/domain';
import { Form, Formik, type FormikProps } from 'formik';
import { useId, useState, type ReactNode } from 'react';
import type { z } from 'zod';
import { formikValidate } from '../lib/forms';

export interface FormDialogProps<S extends z.ZodType<Record<string, unknown>, Record<string, unknown>>> {
  open: boolean;
  onClose: () => void;
  title: string;
  /** The submit button's label (it may count what is chosen), and the one it shows while working. */
  submitLabel: string | ((values: z.input<S>) => string);
  submittingLabel?: string;
  /** One schema drives the field messages and the parsed value handed to onSubmit. */
  schema: S;
  initialValues: z.input<S>;
  /**
   * Does the work; a rejection's message is shown in the dialog, which then stays open. Resolving
   * `false` keeps it open too, for a failure the screen reports its own way (a toast the spec asks for).
   */
  onSubmit: (value: z.output<S>) => Promise<void> | Promise<boolean>;
  /** Keeps submit disabled, e.g. while a chosen file has errors or until a value is chosen. */
  submitDisabled?: boolean | ((values: z.input<S>) => boolean);
  /** 'xs' unless told; forms with tables want more room. */
  maxWidth?: 'xs' | 'sm' | 'md';
  /** A button that leads elsewhere (e.g. an import), set apart on the left of Cancel and submit. */
  secondaryAction?: ReactNode;
  children: (formik: FormikProps<z.input<S>>) => ReactNode;
}

/**
 * A dialog around one Formik form validated by a domain zod schema: fields, a failure alert, Cancel
 * and a submit button that reads `submittingLabel` while working. It closes after a successful submit;
 * its form mounts with the dialog, so each opening starts fresh.
 */
export function FormDialog<S extends z.ZodType<Record<string, unknown>, Record<string, unknown>>>({
  open,
  onClose,
  title,
  submitLabel,
  submittingLabel,
  schema,
  initialValues,
  onSubmit,
  submitDisabled = false,
  maxWidth = 'xs',
  secondaryAction,
  children,
}: FormDialogProps<S>) {
  const titleId = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const close = () => {
    setFailure(null);
    onClose();
  };
  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth={maxWidth}>
      <Formik<z.input<S>>
        initialValues={initialValues}
        validate={formikValidate(schema)}
        onSubmit={async (values) => {
          setFailure(null);
          try {
            const outcome = await onSubmit(schema.parse(values));
            if (outcome !== false) close();
          } catch (error) {
            setFailure(causeMessage(error));
          }
        }}
      >
        {(formik) => (
          <Form noValidate>
            <DialogTitle id={titleId}>{title}</DialogTitle>
            <DialogContent>
              <Stack spacing={2} sx={{ pt: 1 }}>
                {failure ? (
                  <Alert severity="error" role="alert">
                    {failure}
                  </Alert>
                ) : null}
                {children(formik)}
              </Stack>
            </DialogContent>
            <DialogActions>
              {secondaryAction}
              <Button onClick={close} sx={secondaryAction ? { ml: 'auto' } : undefined}>
                {LABEL_CANCEL}
              </Button>
              <Button
                type="submit"
                variant="contained"
                disabled={
                  formik.isSubmitting ||
                  (typeof submitDisabled === 'function' ? submitDisabled(formik.values) : submitDisabled)
                }
              >
                {formik.isSubmitting && submittingLabel
                  ? submittingLabel
                  : typeof submitLabel === 'function'
                    ? submitLabel(formik.values)
                    : submitLabel}
              </Button>
            </DialogActions>
          </Form>
        )}
      </Formik>
    </Dialog>
  );
}
