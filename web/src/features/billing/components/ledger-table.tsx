import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import type { CreditLedgerEntry } from '@parley/domain';
import { useState } from 'react';
import { formatTimestamp } from '../../../lib/timestamps';
import {
  LABEL_AMOUNT,
  LABEL_BALANCE_AFTER,
  LABEL_DATE,
  LABEL_LEDGER,
  LABEL_REASON,
  LEDGER_REASON_NAMES,
} from '../strings';

const PAGE_SIZE = 10;

const signed = (amount: number) => (amount > 0 ? `+${String(amount)}` : String(amount));

/** The ledger's entries, newest first, ten to a page. */
export function LedgerTable({ entries }: { entries: readonly CreditLedgerEntry[] }) {
  const [page, setPage] = useState(0);
  const visible = entries.slice(page * PAGE_SIZE, (page + 1) * PAGE_SIZE);
  return (
    <>
      <TableContainer>
        <Table size="small" aria-label={LABEL_LEDGER}>
          <TableHead>
            <TableRow>
              <TableCell>{LABEL_DATE}</TableCell>
              <TableCell>{LABEL_REASON}</TableCell>
              <TableCell align="right">{LABEL_AMOUNT}</TableCell>
              <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                {LABEL_BALANCE_AFTER}
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {visible.map((entry) => (
              <TableRow key={entry.id}>
                <TableCell>{formatTimestamp(entry.createdAt)}</TableCell>
                <TableCell>
                  {LEDGER_REASON_NAMES[entry.reason]}
                  {entry.note ? ` — ${entry.note}` : ''}
                </TableCell>
                <TableCell align="right">{signed(entry.amount)}</TableCell>
                <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                  {entry.balanceAfter}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {entries.length > PAGE_SIZE ? (
        <TablePagination
          component="div"
          count={entries.length}
          page={page}
          rowsPerPage={PAGE_SIZE}
          rowsPerPageOptions={[PAGE_SIZE]}
          onPageChange={(_event, next) => {
            setPage(next);
          }}
        />
      ) : null}
    </>
  );
}
