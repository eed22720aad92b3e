// The dialogs of one document: rename, edit its Markdown, and write a new one ("editable on add").
import TextField from '@mui/material/TextField';
import { LABEL_ADD, LABEL_NAME, MSG_KB_DOCUMENT_NEEDS_CONTENT } from '@parley/domain';
import { z } from 'zod';
import { FormDialog } from '../../../components/form-dialog';
import { fieldProps } from '../../../lib/forms';
import { LABEL_SAVE } from '../../../lib/strings';
import {
  LABEL_ADDING,
  LABEL_EDIT_MARKDOWN,
  LABEL_MARKDOWN,
  LABEL_RENAME,
  LABEL_SAVING,
  LABEL_WRITE_DOCUMENT,
} from '../strings';

/** The add-document route's bounds: a name of 1–200 characters, Markdown up to 1 MB. */
const nameSchema = z.string().trim().min(1).max(200);
const markdownSchema = z.string().max(1_000_000);

const renameSchema = z.object({ name: nameSchema });
const markdownFormSchema = z.object({ contentMD: markdownSchema });
const writeSchema = z.object({
  name: nameSchema,
  contentMD: markdownSchema.refine((text) => text.trim() !== '', MSG_KB_DOCUMENT_NEEDS_CONTENT),
});

const MARKDOWN_ROWS = 14;

interface DialogProps<T> {
  open: boolean;
  onClose: () => void;
  onSubmit: (value: T) => Promise<void>;
}

/** Renames a document or a website. */
export function RenameDialog({ open, onClose, onSubmit, name }: DialogProps<string> & { name: string }) {
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={LABEL_RENAME}
      submitLabel={LABEL_SAVE}
      submittingLabel={LABEL_SAVING}
      schema={renameSchema}
      initialValues={{ name }}
      onSubmit={(value) => onSubmit(value.name)}
    >
      {(formik) => <TextField label={LABEL_NAME} required {...fieldProps(formik, 'name')} />}
    </FormDialog>
  );
}

/** Edits a document's Markdown in place; saving re-indexes it. */
export function MarkdownDialog({
  open,
  onClose,
  onSubmit,
  contentMD,
  title,
}: DialogProps<string> & { contentMD: string; title: string }) {
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={`${LABEL_EDIT_MARKDOWN}: ${title}`}
      submitLabel={LABEL_SAVE}
      submittingLabel={LABEL_SAVING}
      schema={markdownFormSchema}
      initialValues={{ contentMD }}
      onSubmit={(value) => onSubmit(value.contentMD)}
      maxWidth="md"
    >
      {(formik) => (
        <TextField
          label={LABEL_MARKDOWN}
          multiline
          minRows={MARKDOWN_ROWS}
          slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }}
          {...fieldProps(formik, 'contentMD')}
        />
      )}
    </FormDialog>
  );
}

/** Writes a new document in Markdown instead of uploading a file. */
export function WriteDocumentDialog({ open, onClose, onSubmit }: DialogProps<z.output<typeof writeSchema>>) {
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={LABEL_WRITE_DOCUMENT}
      submitLabel={LABEL_ADD}
      submittingLabel={LABEL_ADDING}
      schema={writeSchema}
      initialValues={{ name: '', contentMD: '' }}
      onSubmit={onSubmit}
      maxWidth="md"
    >
      {(formik) => (
        <>
          <TextField label={LABEL_NAME} required {...fieldProps(formik, 'name')} />
          <TextField
            label={LABEL_MARKDOWN}
            required
            multiline
            minRows={MARKDOWN_ROWS}
            slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }}
            {...fieldProps(formik, 'contentMD')}
          />
        </>
      )}
    </FormDialog>
  );
}
