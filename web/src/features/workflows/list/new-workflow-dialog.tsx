// 'New workflow' and 'New from template': a name, the type (OUTBOUND behind the plan's outbound_call)
// and, from a template, one of GET /api/workflow-templates?type= for that type.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  WORKFLOW_TYPES,
  workflowNameSchema,
  workflowTypeSchema,
  type WorkflowTemplateView,
} from '@parley/domain';
import type { FormikProps } from 'formik';
import { useId } from 'react';
import { z } from 'zod';
import { FormDialog } from '../../../components/form-dialog';
import { PlanGateNotice } from '../../../components/upgrade-link';
import { fieldProps } from '../../../lib/forms';
import { useWorkflowTemplates } from '../api/workflow-routes';
import {
  LABEL_CREATE,
  LABEL_CREATING,
  LABEL_LOADING_TEMPLATES,
  LABEL_NAME,
  LABEL_NEW_FROM_TEMPLATE,
  LABEL_NEW_WORKFLOW,
  LABEL_TEMPLATE,
  LABEL_TYPE,
  MSG_NO_TEMPLATES,
  MSG_PICK_TEMPLATE,
  TYPE_LABELS,
} from './strings';

const blankWorkflowSchema = z.object({
  name: workflowNameSchema,
  type: workflowTypeSchema,
  templateId: z.string(),
});
const templateWorkflowSchema = blankWorkflowSchema.extend({
  templateId: z.string().min(1, MSG_PICK_TEMPLATE),
});
export type NewWorkflowValue = z.infer<typeof blankWorkflowSchema>;
type Form = FormikProps<z.input<typeof blankWorkflowSchema>>;

function TemplatePicker({ formik }: { formik: Form }) {
  const templates = useWorkflowTemplates(formik.values.type);
  const labelId = useId();
  const error = formik.touched.templateId ? formik.errors.templateId : undefined;
  if (templates.status === 'loading')
    return <Skeleton variant="rounded" height={120} role="status" aria-label={LABEL_LOADING_TEMPLATES} />;
  if (templates.status === 'error')
    return (
      <Alert severity="error" role="alert">
        {templates.error.message}
      </Alert>
    );
  if (templates.data.length === 0) return <Typography color="text.secondary">{MSG_NO_TEMPLATES}</Typography>;
  const pick = (template: WorkflowTemplateView) => {
    void formik.setFieldValue('templateId', template.id);
    if (formik.values.name.trim() === '') void formik.setFieldValue('name', template.name);
  };
  return (
    <FormControl error={Boolean(error)}>
      <FormLabel id={labelId}>{LABEL_TEMPLATE}</FormLabel>
      <RadioGroup aria-labelledby={labelId} name="templateId" value={formik.values.templateId}>
        {templates.data.map((template) => (
          <FormControlLabel
            key={template.id}
            value={template.id}
            control={<Radio />}
            onChange={() => {
              pick(template);
            }}
            sx={{ alignItems: 'flex-start', py: 0.5, '& .MuiRadio-root': { pt: 0.25 } }}
            label={
              <Stack>
                <Typography>{template.name}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {template.description}
                </Typography>
              </Stack>
            }
          />
        ))}
      </RadioGroup>
      {error ? <FormHelperText>{error}</FormHelperText> : null}
    </FormControl>
  );
}

function TypeField({ formik, outboundReason }: { formik: Form; outboundReason: string | null }) {
  const labelId = useId();
  const reasonId = useId();
  return (
    <FormControl>
      <FormLabel id={labelId}>{LABEL_TYPE}</FormLabel>
      <RadioGroup
        row
        aria-labelledby={labelId}
        name="type"
        value={formik.values.type}
        onChange={(event) => {
          void formik.setFieldValue('type', event.target.value);
          // Templates are per type: a choice of the other type no longer applies.
          void formik.setFieldValue('templateId', '');
        }}
      >
        {WORKFLOW_TYPES.map((type) => (
          <FormControlLabel
            key={type}
            value={type}
            control={<Radio />}
            label={TYPE_LABELS[type]}
            disabled={type === 'OUTBOUND' && outboundReason !== null}
            aria-describedby={type === 'OUTBOUND' && outboundReason !== null ? reasonId : undefined}
          />
        ))}
      </RadioGroup>
      {outboundReason !== null ? (
        <Box sx={{ mt: 1 }}>
          <PlanGateNotice id={reasonId} message={outboundReason} />
        </Box>
      ) : null}
    </FormControl>
  );
}

export interface NewWorkflowDialogProps {
  open: boolean;
  fromTemplate: boolean;
  /** 'Upgrade your plan to create outbound call flows', or null when the plan allows OUTBOUND. */
  outboundReason: string | null;
  onClose: () => void;
  onSubmit: (value: NewWorkflowValue) => Promise<void>;
}

/** The new-workflow form; it mounts with the dialog, so each opening starts blank. */
export function NewWorkflowDialog({
  open,
  fromTemplate,
  outboundReason,
  onClose,
  onSubmit,
}: NewWorkflowDialogProps) {
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={fromTemplate ? LABEL_NEW_FROM_TEMPLATE : LABEL_NEW_WORKFLOW}
      submitLabel={LABEL_CREATE}
      submittingLabel={LABEL_CREATING}
      schema={fromTemplate ? templateWorkflowSchema : blankWorkflowSchema}
      initialValues={{ name: '', type: 'INBOUND', templateId: '' }}
      maxWidth="sm"
      onSubmit={onSubmit}
    >
      {(formik) => (
        <>
          <TypeField formik={formik} outboundReason={outboundReason} />
          {fromTemplate ? <TemplatePicker formik={formik} /> : null}
          <TextField label={LABEL_NAME} required {...fieldProps(formik, 'name')} />
        </>
      )}
    </FormDialog>
  );
}
