import TextField from '@mui/material/TextField';
import {
  customActionFormSchema,
  headersToText,
  SEND_REQUEST_METHODS,
  type CustomAction,
  type CustomActionForm,
  type CustomIntegration,
} from '@parley/domain';
import { FormDialog } from '../../../components/form-dialog';
import { OptionSelectField } from '../../../components/option-select-field';
import { fieldProps } from '../../../lib/forms';
import { useSaveCustomAction } from '../api/marketplace-mutations';
import {
  FIELD_LABELS,
  HELP_HEADERS,
  HELP_TEMPLATE,
  LABEL_EDIT_CUSTOM_ACTION,
  LABEL_NEW_CUSTOM_ACTION,
  LABEL_SAVE,
  LABEL_SAVING,
} from '../strings';

const METHOD_OPTIONS = SEND_REQUEST_METHODS.map((method) => ({ value: method, label: method }));

function initialValues(
  action: CustomAction | null,
  integrations: readonly CustomIntegration[],
): CustomActionForm {
  return {
    name: action?.name ?? '',
    integrationId: action?.integrationId ?? integrations[0]?.id ?? '',
    description: action?.description ?? '',
    method: action?.request.method ?? 'POST',
    url: action?.request.url ?? '',
    headers: action ? headersToText(action.request.headers) : '',
    body: action?.request.body ?? '',
    inputSchema: action?.inputSchema ?? '{}',
    outputSchema: action?.outputSchema ?? '{}',
  };
}

export interface CustomActionDialogProps {
  open: boolean;
  onClose: () => void;
  integrations: readonly CustomIntegration[];
  /** The draft to edit; null creates one. */
  action: CustomAction | null;
  onSaved: () => void;
}

/** Creates a custom action as a draft, or edits the user's own draft: name, integration, request template, schemas. */
export function CustomActionDialog({
  open,
  onClose,
  integrations,
  action,
  onSaved,
}: CustomActionDialogProps) {
  const save = useSaveCustomAction();
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={action ? LABEL_EDIT_CUSTOM_ACTION : LABEL_NEW_CUSTOM_ACTION}
      submitLabel={LABEL_SAVE}
      submittingLabel={LABEL_SAVING}
      schema={customActionFormSchema}
      initialValues={initialValues(action, integrations)}
      maxWidth="md"
      onSubmit={async (value) => {
        await save.mutateAsync({ ...value, ...(action ? { actionId: action.id } : {}) });
        onSaved();
      }}
    >
      {(formik) => (
        <>
          <TextField label={FIELD_LABELS.name} required {...fieldProps(formik, 'name')} />
          <OptionSelectField
            label={FIELD_LABELS.integrationId}
            required
            options={integrations.map((integration) => ({ value: integration.id, label: integration.name }))}
            {...fieldProps(formik, 'integrationId')}
          />
          <TextField
            label={FIELD_LABELS.description}
            multiline
            minRows={2}
            {...fieldProps(formik, 'description')}
          />
          <OptionSelectField
            label={FIELD_LABELS.method}
            options={METHOD_OPTIONS}
            {...fieldProps(formik, 'method')}
          />
          <TextField
            label={FIELD_LABELS.url}
            required
            {...fieldProps(formik, 'url')}
            helperText={fieldProps(formik, 'url').helperText ?? HELP_TEMPLATE}
          />
          <TextField
            label={FIELD_LABELS.headers}
            multiline
            minRows={2}
            {...fieldProps(formik, 'headers')}
            helperText={fieldProps(formik, 'headers').helperText ?? HELP_HEADERS}
          />
          <TextField label={FIELD_LABELS.body} multiline minRows={3} {...fieldProps(formik, 'body')} />
          <TextField
            label={FIELD_LABELS.inputSchema}
            multiline
            minRows={2}
            {...fieldProps(formik, 'inputSchema')}
          />
          <TextField
            label={FIELD_LABELS.outputSchema}
            multiline
            minRows={2}
            {...fieldProps(formik, 'outputSchema')}
          />
        </>
      )}
    </FormDialog>
  );
}
