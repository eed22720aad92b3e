import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PRODUCT_NAME } from '@parley/domain';
import type { ReactNode } from 'react';
import { ColorModeToggle } from '../../../components/theme/color-mode-toggle';

interface AuthCardProps {
  title: string;
  subtitle?: string;
  children: ReactNode;
  footer?: ReactNode;
}

/** The centred card every signed-out screen sits in; full width with small margins at 360 px. */
export function AuthCard({ title, subtitle, children, footer }: AuthCardProps) {
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        px: 2,
        py: 4,
      }}
    >
      <title>{`${title} · ${PRODUCT_NAME}`}</title>
      <Box sx={{ position: 'absolute', top: 8, right: 8 }}>
        <ColorModeToggle />
      </Box>
      <Paper variant="outlined" sx={{ width: '100%', maxWidth: 420, p: { xs: 2.5, sm: 4 } }}>
        <Stack spacing={3}>
          <Stack spacing={1}>
            <Typography variant="subtitle1" component="p" sx={{ fontWeight: 700 }}>
              {PRODUCT_NAME}
            </Typography>
            <Typography variant="h1" sx={{ fontSize: '1.75rem' }}>
              {title}
            </Typography>
            {subtitle && <Typography color="text.secondary">{subtitle}</Typography>}
          </Stack>
          {children}
        </Stack>
      </Paper>
      {footer && <Box sx={{ mt: 2, textAlign: 'center' }}>{footer}</Box>}
    </Box>
  );
}
