import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { CRAWL_LIMITS, CRAWL_SCHEDULES, LABEL_ADD, LABEL_NAME } from '@parley/domain';
import { z } from 'zod';
import { FormDialog } from '../../../components/form-dialog';
import { fieldProps } from '../../../lib/forms';
import type { CrawlRequest } from '../api/knowledge-api';
import {
  LABEL_ADD_WEBSITE,
  LABEL_ADDING,
  LABEL_EXCLUDE_PATHS,
  LABEL_INCLUDE_PATHS,
  LABEL_MAX_DEPTH,
  LABEL_PAGE_LIMIT,
  LABEL_SCHEDULE,
  LABEL_URL,
  PATHS_HINT,
  SCHEDULE_LABELS,
} from '../strings';

/** Path patterns typed one per line (blank lines dropped), within the crawl route's bounds. */
const patternLines = z
  .string()
  .transform((text) =>
    text
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== ''),
  )
  .pipe(z.array(z.string().max(300)).max(50));

const websiteFormSchema = z.object({
  url: z.url({ protocol: /^https?$/, error: 'Enter a web address starting with http:// or https://' }),
  name: z.string().trim().max(200),
  limit: z.coerce.number().int().min(1).max(CRAWL_LIMITS.maxLimit),
  maxDepth: z.coerce.number().int().min(0).max(CRAWL_LIMITS.maxMaxDepth),
  includePaths: patternLines,
  excludePaths: patternLines,
  schedule: z.enum(CRAWL_SCHEDULES),
});

export type WebsiteForm = Omit<CrawlRequest, 'agentId' | 'websiteId'> & { name: string };

/** Adds a website to crawl: its address, bounds, path patterns and re-crawl schedule. */
export function WebsiteDialog({
  open,
  onClose,
  onSubmit,
}: {
  open: boolean;
  onClose: () => void;
  onSubmit: (website: WebsiteForm) => Promise<void>;
}) {
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={LABEL_ADD_WEBSITE}
      submitLabel={LABEL_ADD}
      submittingLabel={LABEL_ADDING}
      schema={websiteFormSchema}
      initialValues={{
        url: '',
        name: '',
        limit: String(CRAWL_LIMITS.defaultLimit),
        maxDepth: String(CRAWL_LIMITS.defaultMaxDepth),
        includePaths: '',
        excludePaths: '',
        schedule: 'daily',
      }}
      onSubmit={onSubmit}
      maxWidth="sm"
    >
      {(formik) => (
        <>
          <TextField
            label={LABEL_URL}
            required

            type="url"
            placeholder="https://www.example.com"
            {...fieldProps(formik, 'url')}
          />
          <TextField label={LABEL_NAME} {...fieldProps(formik, 'name')} />
          <Stack direction="row" spacing={2}>
            <TextField
              label={LABEL_PAGE_LIMIT}
              type="number"
              fullWidth
              slotProps={{ htmlInput: { min: 1, max: CRAWL_LIMITS.maxLimit } }}
              {...fieldProps(formik, 'limit')}
            />
            <TextField
              label={LABEL_MAX_DEPTH}
              type="number"
              fullWidth
              slotProps={{ htmlInput: { min: 0, max: CRAWL_LIMITS.maxMaxDepth } }}
              {...fieldProps(formik, 'maxDepth')}
            />
          </Stack>
          <TextField
            label={LABEL_INCLUDE_PATHS}
            multiline
            minRows={2}
            {...fieldProps(formik, 'includePaths')}
            helperText={fieldProps(formik, 'includePaths').helperText ?? PATHS_HINT}
          />
          <TextField
            label={LABEL_EXCLUDE_PATHS}
            multiline
            minRows={2}
            {...fieldProps(formik, 'excludePaths')}
            helperText={fieldProps(formik, 'excludePaths').helperText ?? PATHS_HINT}
          />
          <TextField select label={LABEL_SCHEDULE} {...fieldProps(formik, 'schedule')}>
            {CRAWL_SCHEDULES.map((schedule) => (
              <MenuItem key={schedule} value={schedule}>
                {SCHEDULE_LABELS[schedule]}
              </MenuItem>
            ))}
          </TextField>
        </>
      )}
    </FormDialog>
  );
}
