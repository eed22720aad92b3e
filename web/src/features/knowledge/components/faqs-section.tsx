import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { faqsToCsv, type Faq, type FaqRow } from '@parley/domain';
import { useState } from 'react';
import { useSourceActions, type RemoveOutcome } from '../hooks/use-source-actions';
import { saveBlob } from '../../../lib/api-download';
import type { AsyncState } from '../../../lib/async-state';
import { sourceElementId } from '../hooks/use-linked-source';
import {
  DELETE_FAQ_TITLE,
  deleteFaqLabel,
  editFaqLabel,
  FAQ_EXPORT_FILE,
  faqsImported,
  faqsLoadFailed,
  FAQS_EMPTY,
  FAQS_HEADING,
  FAQS_LOADING,
  LABEL_ADD_FAQ,
  LABEL_EDIT_FAQ,
  LABEL_EXPORT_CSV,
  LABEL_IMPORT_CSV,
  MSG_FAQ_DELETED,
  MSG_FAQ_SAVED,
} from '../strings';
import { TitledSection } from '../../../components/titled-section';
import { FaqDialog, FaqImportDialog } from './faq-dialogs';
import { ListState } from './section-states';

export interface FaqsSectionProps {
  faqs: AsyncState<readonly Faq[]>;
  readOnlyReason: string | null;
  /** The row a passage's link opened the tab on, highlighted. */
  linkedId?: string | null;
  onAdd: (faq: FaqRow) => Promise<void>;
  onUpdate: (faqId: string, faq: FaqRow) => Promise<void>;
  /** Removes the FAQ from the agent: deleted, or only unlinked from a draft whose live agent uses it. */
  onDelete: (faqId: string) => Promise<RemoveOutcome>;
  onImport: (faqs: readonly FaqRow[]) => Promise<void>;
}

const EMPTY_FAQ: FaqRow = { question: '', answer: '' };

type Dialog = { kind: 'add' } | { kind: 'edit'; faq: Faq } | { kind: 'import' } | null;

/** The agent's FAQs: add, edit, delete, import from CSV and export to CSV. */
export function FaqsSection(props: FaqsSectionProps) {
  const { faqs, readOnlyReason, linkedId = null } = props;
  const { notify, removeAfterConfirm } = useSourceActions();
  const [dialog, setDialog] = useState<Dialog>(null);
  const readOnly = readOnlyReason !== null;
  const close = () => {
    setDialog(null);
  };
  const remove = (faq: Faq) =>
    removeAfterConfirm(
      { title: DELETE_FAQ_TITLE, message: faq.question },
      () => props.onDelete(faq.id),
      MSG_FAQ_DELETED,
    );
  const loaded = faqs.status === 'success' ? faqs.data : [];

  return (
    <TitledSection
      title={FAQS_HEADING}
      actions={
        <>
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            disabled={readOnly}
            onClick={() => {
              setDialog({ kind: 'add' });
            }}
          >
            {LABEL_ADD_FAQ}
          </Button>
          <Button
            variant="outlined"
            disabled={readOnly}
            onClick={() => {
              setDialog({ kind: 'import' });
            }}
          >
            {LABEL_IMPORT_CSV}
          </Button>
          <Button
            variant="outlined"
            disabled={loaded.length === 0}
            onClick={() => {
              saveBlob(new Blob([faqsToCsv(loaded)], { type: 'text/csv;charset=utf-8' }), FAQ_EXPORT_FILE);
            }}
          >
            {LABEL_EXPORT_CSV}
          </Button>
        </>
      }
    >
      <ListState state={faqs} texts={{ loading: FAQS_LOADING, empty: FAQS_EMPTY, failed: faqsLoadFailed }}>
        {(items) => (
          <List aria-label={FAQS_HEADING} disablePadding>
            {items.map((faq) => (
              <ListItem
                key={faq.id}
                id={sourceElementId(faq.id)}
                aria-current={linkedId === faq.id ? 'true' : undefined}
                divider
                disableGutters
                sx={{
                  alignItems: 'flex-start',
                  gap: 1,
                  bgcolor: linkedId === faq.id ? 'action.selected' : undefined,
                }}
              >
                <Stack sx={{ flex: 1, minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>{faq.question}</Typography>
                  <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                    {faq.answer}
                  </Typography>
                </Stack>
                <IconButton
                  aria-label={editFaqLabel(faq.question)}
                  disabled={readOnly}
                  onClick={() => {
                    setDialog({ kind: 'edit', faq });
                  }}
                >
                  <EditIcon />
                </IconButton>
                <IconButton
                  aria-label={deleteFaqLabel(faq.question)}
                  disabled={readOnly}
                  onClick={() => void remove(faq)}
                >
                  <DeleteIcon />
                </IconButton>
              </ListItem>
            ))}
          </List>
        )}
      </ListState>
      {dialog?.kind === 'add' || dialog?.kind === 'edit' ? (
        <FaqDialog
          open
          title={dialog.kind === 'add' ? LABEL_ADD_FAQ : LABEL_EDIT_FAQ}
          faq={
            dialog.kind === 'add' ? EMPTY_FAQ : { question: dialog.faq.question, answer: dialog.faq.answer }
          }
          onClose={close}
          onSubmit={async (faq) => {
            await (dialog.kind === 'add' ? props.onAdd(faq) : props.onUpdate(dialog.faq.id, faq));
            notify(MSG_FAQ_SAVED, { severity: 'success' });
          }}
        />
      ) : null}
      <FaqImportDialog
        open={dialog?.kind === 'import'}
        onClose={close}
        onImport={async (rows) => {
          await props.onImport(rows);
          notify(faqsImported(rows.length), { severity: 'success' });
        }}
      />
    </TitledSection>
  );
}
