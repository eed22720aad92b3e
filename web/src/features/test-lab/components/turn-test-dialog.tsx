import TextField from '@mui/material/TextField';
import { turnTestFormSchema, type TurnTestForm } from '@parley/domain';
import { FormDialog } from '../../../components/form-dialog';
import { fieldProps } from '../../../lib/forms';
import {
  LABEL_ADD_TEST,
  LABEL_ADDING_TEST,
  LABEL_CALLER_LINES,
  LABEL_NEW_TURN_TEST,
  LABEL_REPLY_CONTAINS,
  LABEL_TEST_NAME,
} from '../strings';

/** The quick turn test: caller lines, then a text the agent's next reply must contain. */
export function TurnTestDialog({
  open,
  onClose,
  onSubmit,
}: {
  open: boolean;
  onClose: () => void;
  onSubmit: (test: TurnTestForm) => Promise<void>;
}) {
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={LABEL_NEW_TURN_TEST}
      submitLabel={LABEL_ADD_TEST}
      submittingLabel={LABEL_ADDING_TEST}
      schema={turnTestFormSchema}
      initialValues={{ name: '', callerLines: '', replyContains: '' }}
      onSubmit={onSubmit}
    >
      {(formik) => (
        <>
          <TextField {...fieldProps(formik, 'name')} label={LABEL_TEST_NAME} />
          <TextField
            {...fieldProps(formik, 'callerLines')}
            label={LABEL_CALLER_LINES}
            multiline
            minRows={3}
          />
          <TextField {...fieldProps(formik, 'replyContains')} label={LABEL_REPLY_CONTAINS} />
        </>
      )}
    </FormDialog>
  );
}
