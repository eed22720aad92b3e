import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { causeMessage, formatCents, type BillingInvoice } from '@parley/domain';
import { visuallyHidden } from '../../../components/visually-hidden';
import type { AsyncState } from '../../../lib/async-state';
import { formatTimestamp } from '../../../lib/timestamps';
import {
  LABEL_AMOUNT,
  LABEL_DATE,
  LABEL_INVOICE,
  LABEL_INVOICES,
  LABEL_STATUS,
  LABEL_VIEW_INVOICE,
  MSG_INVOICES_EMPTY,
} from '../strings';
import { TitledSection } from '../../../components/titled-section';

/** The user's Stripe invoices, newest first, each linking to Stripe's hosted page. */
export function InvoicesSection({ invoices }: { invoices: AsyncState<readonly BillingInvoice[]> }) {
  return (
    <TitledSection title={LABEL_INVOICES}>
      {invoices.status === 'loading' ? <Skeleton variant="rounded" height={80} /> : null}
      {invoices.status === 'error' ? <Alert severity="error">{causeMessage(invoices.error)}</Alert> : null}
      {invoices.status === 'success' && invoices.data.length === 0 ? (
        <Typography color="text.secondary">{MSG_INVOICES_EMPTY}</Typography>
      ) : null}
      {invoices.status === 'success' && invoices.data.length > 0 ? (
        <TableContainer>
          <Table size="small" aria-label={LABEL_INVOICES}>
            <TableHead>
              <TableRow>
                <TableCell>{LABEL_DATE}</TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{LABEL_INVOICE}</TableCell>
                <TableCell>{LABEL_STATUS}</TableCell>
                <TableCell align="right">{LABEL_AMOUNT}</TableCell>
                <TableCell>
                  <Box component="span" sx={visuallyHidden}>
                    {LABEL_VIEW_INVOICE}
                  </Box>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {invoices.data.map((invoice) => (
                <TableRow key={invoice.id}>
                  <TableCell>{formatTimestamp(invoice.createdAt)}</TableCell>
                  <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                    {invoice.number ?? invoice.id}
                  </TableCell>
                  <TableCell>{invoice.status ?? ''}</TableCell>
                  <TableCell align="right">
                    {formatCents(
                      invoice.status === 'paid' ? invoice.amountPaid : invoice.amountDue,
                      invoice.currency,
                    )}
                  </TableCell>
                  <TableCell>
                    {invoice.hostedInvoiceUrl ? (
                      <Link
                        href={invoice.hostedInvoiceUrl}
                        target="_blank"
                        rel="noreferrer"
                        aria-label={`${LABEL_VIEW_INVOICE} ${invoice.number ?? invoice.id}`}
                      >
                        {LABEL_VIEW_INVOICE}
                      </Link>
                    ) : null}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      ) : null}
    </TitledSection>
  );
}
