import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export type Fact = readonly [label: string, value: ReactNode];

/** Labelled facts of a call as a description list, two columns; an empty text shows as a dash. */
export function FactsList({ facts }: { facts: readonly Fact[] }) {
  return (
    <Box
      component="dl"
      sx={{ m: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5 }}
    >
      {facts.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {value === '' ? '—' : value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
