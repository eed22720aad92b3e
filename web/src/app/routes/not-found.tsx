import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PRODUCT_NAME } from '@parley/domain';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { paths } from '../../lib/paths';

/** Shown for any URL no route matches. */
export function NotFoundRoute() {
  const { pathname } = useLocation();
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <title>{`Page not found · ${PRODUCT_NAME}`}</title>
      <Typography variant="h1">Page not found</Typography>
      <Typography>
        There is nothing at <code>{pathname}</code>. It may have moved, or the link may be mistyped.
      </Typography>
      <Button component={RouterLink} to={paths.home} variant="contained">
        Back to home
      </Button>
    </Stack>
  );
}
