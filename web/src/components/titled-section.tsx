import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

/**
 * A titled block of a page (the Knowledge tab's parts, the Billing page's), named for screen readers by
 * its heading, with its actions on the right (wrapping when narrow). minWidth 0: as a flex item it may
 * shrink below its content (a chart), which then resizes to fit a phone's width.
 */
export function TitledSection({
  title,
  intro,
  actions,
  children,
}: {
  title: string;
  intro?: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: 2, minWidth: 0 }}>
      <Stack spacing={2}>
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          <Stack sx={{ flexGrow: 1, minWidth: 0 }}>
            <Typography id={headingId} variant="h6" component="h2">
              {title}
            </Typography>
            {intro ? (
              <Typography variant="body2" color="text.secondary">
                {intro}
              </Typography>
            ) : null}
          </Stack>
          {actions ? (
            <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
              {actions}
            </Stack>
          ) : null}
        </Stack>
        {children}
      </Stack>
    </Paper>
  );
}
