import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  causeMessage,
  WIDGET_GREETING_MAX,
  widgetColourSchema,
  widgetOriginSchema,
  type Widget,
} from '@parley/domain';
import { Form, Formik } from 'formik';
import { z } from 'zod';
import { useNotify } from '../../../components/notifications/use-notify';
import { useNotifyError } from '../../../components/notifications/use-notify-error';
import type { AsyncState } from '../../../lib/async-state';
import { fieldProps, formikValidate } from '../../../lib/forms';
import { LABEL_SAVE } from '../../../lib/strings';
import type { WidgetSettings } from '../api/knowledge-writes';
import {
  ALLOWED_ORIGINS_HINT,
  EMBED_HINT,
  LABEL_ALLOWED_ORIGINS,
  LABEL_BACKGROUND_COLOUR,
  LABEL_COPY,
  LABEL_EMBED_SNIPPET,
  LABEL_GREETING,
  LABEL_PRIMARY_COLOUR,
  LABEL_SAVING,
  MSG_COPIED,
  MSG_WIDGET_SAVED,
  originLineError,
  WIDGET_HEADING,
  WIDGET_INTRO,
  WIDGET_LOADING,
  widgetLoadFailed,
} from '../strings';
import { TitledSection } from '../../../components/titled-section';
import { WEB_CALLS_UNAVAILABLE } from '../../../widget/widget-strings';

/** The allowed origins typed one per line; a bad line is named by its number. */
const originLines = z.string().transform((text, context) => {
  const origins: string[] = [];
  text.split('\n').forEach((raw, index) => {
    const line = raw.trim();
    if (line === '') return;
    const parsed = widgetOriginSchema.safeParse(line);
    if (parsed.success) origins.push(parsed.data.toLowerCase());
    else
      context.addIssue({
        code: 'custom',
        message: originLineError(index + 1, parsed.error.issues[0]?.message ?? ''),
      });
  });
  return [...new Set(origins)];
});

const widgetFormSchema = z.object({
  allowedOrigins: originLines,
  primaryColor: widgetColourSchema,
  backgroundColor: widgetColourSchema,
  greeting: z.string().trim().max(WIDGET_GREETING_MAX),
});

const DEFAULTS = { primaryColor: '#1f6feb', backgroundColor: '#ffffff' };

/** The script tag a site pastes to show the agent's call widget (served by the app's origin). */
export function embedSnippet(appOrigin: string, widgetId: string): string {
  return `<script src="${appOrigin}/widget.js" data-parley-widget="${widgetId}" async></script>`;
}

export interface WidgetSectionProps {
  widget: AsyncState<Widget | null>;
  /** The widget's id (one per agent), for the snippet before it is first saved. */
  widgetId: string;
  appOrigin: string;
  readOnlyReason: string | null;
  onSave: (settings: WidgetSettings) => Promise<void>;
}

/** The agent's web-call widget: allowed websites, colours and greeting, and its embed snippet. */
export function WidgetSection(props: WidgetSectionProps) {
  const { widget, readOnlyReason } = props;
  const notify = useNotify();
  const notifyError = useNotifyError();
  const snippet = embedSnippet(props.appOrigin, props.widgetId);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(snippet);
      notify(MSG_COPIED, { severity: 'success' });
    } catch (error) {
      notifyError(error);
    }
  };
  let body;
  if (widget.status === 'loading') {
    body = <Skeleton variant="rounded" height={160} role="status" aria-label={WIDGET_LOADING} />;
  } else if (widget.status === 'error') {
    body = (
      <Alert severity="error" role="alert">
        {widgetLoadFailed(causeMessage(widget.error))}
      </Alert>
    );
  } else {
    const saved = widget.data;
    body = (
      <Formik
        initialValues={{
          allowedOrigins: saved?.allowedOrigins.join('\n') ?? '',
          primaryColor: saved?.primaryColor ?? DEFAULTS.primaryColor,
          backgroundColor: saved?.backgroundColor ?? DEFAULTS.backgroundColor,
          greeting: saved?.greeting ?? '',
        }}
        validate={formikValidate(widgetFormSchema)}
        onSubmit={async (values) => {
          try {
            await props.onSave(widgetFormSchema.parse(values));
            notify(MSG_WIDGET_SAVED, { severity: 'success' });
          } catch (error) {
            notifyError(error);
          }
        }}
      >
        {(formik) => (
          <Form noValidate>
            <Stack spacing={2}>
              <TextField
                label={LABEL_ALLOWED_ORIGINS}
                multiline
                minRows={2}
                disabled={readOnlyReason !== null}
                {...fieldProps(formik, 'allowedOrigins')}
                helperText={fieldProps(formik, 'allowedOrigins').helperText ?? ALLOWED_ORIGINS_HINT}
              />
              <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2 }}>
                {(['primaryColor', 'backgroundColor'] as const).map((name) => (
                  <TextField
                    key={name}
                    label={name === 'primaryColor' ? LABEL_PRIMARY_COLOUR : LABEL_BACKGROUND_COLOUR}
                    disabled={readOnlyReason !== null}
                    sx={{ flex: '1 1 10rem' }}
                    slotProps={{
                      input: {
                        startAdornment: (
                          <Box
                            aria-hidden
                            sx={{
                              width: 20,
                              height: 20,
                              mr: 1,
                              borderRadius: 0.5,
                              border: 1,
                              borderColor: 'divider',
                              bgcolor: formik.values[name],
                              flexShrink: 0,
                            }}
                          />
                        ),
                      },
                    }}
                    {...fieldProps(formik, name)}
                  />
                ))}
              </Stack>
              <TextField
                label={LABEL_GREETING}
                multiline
                minRows={2}
                disabled={readOnlyReason !== null}
                {...fieldProps(formik, 'greeting')}
              />
              <Box>
                <Button
                  type="submit"
                  variant="contained"
                  disabled={readOnlyReason !== null || formik.isSubmitting}
                >
                  {formik.isSubmitting ? LABEL_SAVING : LABEL_SAVE}
                </Button>
              </Box>
            </Stack>
          </Form>
        )}
      </Formik>
    );
  }
  return (
    <TitledSection title={WIDGET_HEADING} intro={WIDGET_INTRO}>
      {/* The same words the widget's panel shows visitors: the tab never promises calls it lacks. */}
      <Alert severity="info" role="note">
        {WEB_CALLS_UNAVAILABLE}
      </Alert>
      {body}
      <Stack spacing={1}>
        <Typography variant="subtitle2" component="h3">
          {LABEL_EMBED_SNIPPET}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {EMBED_HINT}
        </Typography>
        <Box
          component="pre"
          aria-label={LABEL_EMBED_SNIPPET}
          sx={{
            m: 0,
            p: 1,
            bgcolor: 'action.hover',
            borderRadius: 1,
            whiteSpace: 'pre-wrap',
            overflowWrap: 'anywhere',
          }}
        >
          {snippet}
        </Box>
        <Box>
          <Button variant="outlined" startIcon={<ContentCopyIcon />} onClick={() => void copy()}>
            {LABEL_COPY}
          </Button>
        </Box>
      </Stack>
    </TitledSection>
  );
}
