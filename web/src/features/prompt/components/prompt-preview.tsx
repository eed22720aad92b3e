import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { assemblePrompt, estimateTokens, type PromptModule } from '@parley/domain';
import { useId } from 'react';
import { LABEL_PREVIEW, PREVIEW_EMPTY, promptSize } from '../strings';

/** The prompt as the voice engine receives it, with its length and token estimate, as the user types. */
export function PromptPreview({ modules }: { modules: readonly PromptModule[] }) {
  const prompt = assemblePrompt(modules);
  const headingId = useId();
  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId}>
      <CardContent>
        <Typography id={headingId} variant="h6" component="h2">
          {LABEL_PREVIEW}
        </Typography>
        <Typography variant="body2" color="text.secondary" data-testid="prompt-size">
          {promptSize(prompt.length, estimateTokens(prompt))}
        </Typography>
        {prompt === '' ? (
          <Typography sx={{ mt: 2 }} color="text.secondary">
            {PREVIEW_EMPTY}
          </Typography>
        ) : (
          <Box
            component="pre"
            data-testid="prompt-preview"
            sx={{
              mt: 2,
              mb: 0,
              whiteSpace: 'pre-wrap',
              overflowWrap: 'anywhere',
              fontFamily: 'inherit',
              fontSize: '0.875rem',
              maxHeight: 480,
              overflowY: 'auto',
            }}
          >
            {prompt}
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
