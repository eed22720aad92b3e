import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CrawlChangeReport } from '@parley/domain';
import {
  changeSummary,
  diffLabel,
  LABEL_PAGES_ADDED,
  LABEL_PAGES_CHANGED,
  LABEL_PAGES_REMOVED,
  LAST_CHANGES_HEADING,
} from '../strings';

function UrlList({ title, urls }: { title: string; urls: readonly string[] }) {
  if (urls.length === 0) return null;
  return (
    <Stack spacing={0.5}>
      <Typography variant="subtitle2" component="h3">
        {title}
      </Typography>
      <Box component="ul" aria-label={title} sx={{ m: 0, pl: 2.5 }}>
        {urls.map((url) => (
          <li key={url}>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {url}
            </Typography>
          </li>
        ))}
      </Box>
    </Stack>
  );
}

/** What the last re-crawl changed: pages added, removed and changed, each change with its line diff. */
export function CrawlChanges({ report }: { report: CrawlChangeReport }) {
  return (
    <Accordion disableGutters variant="outlined">
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Stack>
          <Typography variant="subtitle2">{LAST_CHANGES_HEADING}</Typography>
          <Typography variant="caption" color="text.secondary">
            {changeSummary(
              report.added.length,
              report.removed.length,
              report.changed.length,
              report.unchanged,
            )}
          </Typography>
        </Stack>
      </AccordionSummary>
      <AccordionDetails>
        <Stack spacing={2}>
          <UrlList title={LABEL_PAGES_ADDED} urls={report.added} />
          <UrlList title={LABEL_PAGES_REMOVED} urls={report.removed} />
          {report.changed.length > 0 ? (
            <Stack spacing={1}>
              <Typography variant="subtitle2" component="h3">
                {LABEL_PAGES_CHANGED}
              </Typography>
              {report.changed.map((page) => (
                <Stack key={page.url} spacing={0.5}>
                  <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                    {page.url}
                  </Typography>
                  <Box
                    component="pre"
                    aria-label={diffLabel(page.url)}
                    sx={{
                      m: 0,
                      p: 1,
                      bgcolor: 'action.hover',
                      borderRadius: 1,
                      fontSize: 12,
                      whiteSpace: 'pre-wrap',
                      overflowWrap: 'anywhere',
                    }}
                  >
                    {page.diff.map((line, index) => (
                      <Box
                        component="span"
                        // Diff lines repeat; their position is their identity.
                        key={index}
                        sx={{ display: 'block', color: line.op === '+' ? 'success.main' : 'error.main' }}
                      >
                        {`${line.op} ${line.line}`}
                      </Box>
                    ))}
                  </Box>
                </Stack>
              ))}
            </Stack>
          ) : null}
        </Stack>
      </AccordionDetails>
    </Accordion>
  );
}
