import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { CLUSTERS, type StartAdminJobRequest } from '@parley/domain';
import { Form, Formik } from 'formik';
import { useId } from 'react';
import { fieldProps, formikValidate } from '../../../lib/forms';
import {
  LABEL_AGENT_IDS,
  LABEL_BY_IDS,
  LABEL_BY_ORG,
  LABEL_CLUSTER,
  LABEL_CONCURRENCY,
  LABEL_OPENAI_ENABLED,
  LABEL_OPERATION,
  LABEL_ORG_ID,
  LABEL_REVIEW,
  LABEL_SELECT_BY,
  OPERATION_LABELS,
} from '../strings';
import {
  ADMIN_JOB_KINDS,
  INITIAL_ADMIN_JOB_FORM,
  adminJobFormSchema,
  adminJobRequestOf,
  type AdminJobFormValues,
} from '../utils/admin-job-form';

/** The operation, its setting and the selection; submitting hands the job over for confirmation. */
export function AdminJobForm({ onReview }: { onReview: (request: StartAdminJobRequest) => void }) {
  const selectById = useId();
  return (
    <Formik<AdminJobFormValues>
      initialValues={INITIAL_ADMIN_JOB_FORM}
      validate={formikValidate(adminJobFormSchema)}
      onSubmit={(values) => {
        onReview(adminJobRequestOf(values));
      }}
    >
      {(formik) => (
        <Form noValidate>
          <Stack spacing={2} sx={{ maxWidth: 560 }}>
            <TextField {...fieldProps(formik, 'kind')} select label={LABEL_OPERATION}>
              {ADMIN_JOB_KINDS.map((kind) => (
                <MenuItem key={kind} value={kind}>
                  {OPERATION_LABELS[kind]}
                </MenuItem>
              ))}
            </TextField>
            {formik.values.kind === 'cluster' && (
              <TextField {...fieldProps(formik, 'cluster')} select label={LABEL_CLUSTER}>
                {CLUSTERS.map((cluster) => (
                  <MenuItem key={cluster} value={cluster}>
                    {cluster}
                  </MenuItem>
                ))}
              </TextField>
            )}
            {formik.values.kind === 'openAiResources' && (
              <FormControlLabel
                control={
                  <Switch
                    name="enabled"
                    checked={formik.values.enabled}
                    onChange={(event) => void formik.setFieldValue('enabled', event.target.checked)}
                  />
                }
                label={LABEL_OPENAI_ENABLED}
              />
            )}
            {formik.values.kind === 'concurrency' && (
              <TextField
                {...fieldProps(formik, 'concurrency')}
                type="number"
                label={LABEL_CONCURRENCY}
                slotProps={{ htmlInput: { min: 1, max: 1000, step: 1 } }}
              />
            )}
            <FormControl>
              <FormLabel id={selectById}>{LABEL_SELECT_BY}</FormLabel>
              <RadioGroup
                row
                aria-labelledby={selectById}
                name="selectBy"
                value={formik.values.selectBy}
                onChange={formik.handleChange}
              >
                <FormControlLabel value="org" control={<Radio />} label={LABEL_BY_ORG} />
                <FormControlLabel value="ids" control={<Radio />} label={LABEL_BY_IDS} />
              </RadioGroup>
            </FormControl>
            {formik.values.selectBy === 'org' ? (
              <TextField {...fieldProps(formik, 'orgId')} label={LABEL_ORG_ID} />
            ) : (
              <TextField {...fieldProps(formik, 'agentIds')} label={LABEL_AGENT_IDS} multiline minRows={4} />
            )}
            <Button type="submit" variant="contained" sx={{ alignSelf: 'flex-start' }}>
              {LABEL_REVIEW}
            </Button>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
