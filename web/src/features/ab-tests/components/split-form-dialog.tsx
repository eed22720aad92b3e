import TextField from '@mui/material/TextField';
import { abSplitSchema, type AbSplit } from '@parley/domain';
import { z } from 'zod';
import { FormDialog } from '../../../components/form-dialog';
import { fieldProps } from '../../../lib/forms';
import { LABEL_SPLIT_A, LABEL_SPLIT_B, MSG_ENTER_PERCENT } from '../strings';

/** The split form: two numbers (an emptied field is '' to Formik), then the domain's split rules. */
export const abSplitFormSchema = z
  .object({ a: z.number({ error: MSG_ENTER_PERCENT }), b: z.number({ error: MSG_ENTER_PERCENT }) })
  .pipe(abSplitSchema);

export interface SplitFormDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  submitLabel: string;
  submittingLabel: string;
  initialSplit: AbSplit;
  onSubmit: (split: AbSplit) => Promise<void>;
}

/** Asks for the two percentages, which must total 100 ('The two percentages must add up to 100'). */
export function SplitFormDialog({ initialSplit, ...props }: SplitFormDialogProps) {
  return (
    <FormDialog schema={abSplitFormSchema} initialValues={initialSplit} {...props}>
      {(formik) => (
        <>
          <TextField
            {...fieldProps(formik, 'a')}
            label={LABEL_SPLIT_A}
            type="number"
            slotProps={{ htmlInput: { min: 0, max: 100, step: 0.01 } }}
          />
          <TextField
            {...fieldProps(formik, 'b')}
            label={LABEL_SPLIT_B}
            type="number"
            slotProps={{ htmlInput: { min: 0, max: 100, step: 0.01 } }}
          />
        </>
      )}
    </FormDialog>
  );
}
