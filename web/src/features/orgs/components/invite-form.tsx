import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { causeMessage, inviteSentMessage, planRefusal, type Organisation } from '@parley/domain';
import { useFormik } from 'formik';
import { useId } from 'react';
import { useNotify } from '../../../components/notifications/use-notify';
import { PlanGateNotice } from '../../../components/upgrade-link';
import { fieldProps, formikValidate } from '../../../lib/forms';
import { inviteFormSchema, useSendOrgInvite, type InviteForm as InviteValues } from '../api/send-org-invite';
import {
  LABEL_ADMIN,
  LABEL_INVITE_PEOPLE,
  LABEL_MEMBER,
  LABEL_ROLE,
  LABEL_SENDING,
  LABEL_SEND_INVITE,
} from '../../../lib/strings';

/**
 * Invite by e-mail address as admin or member (POST /api/org-invite). Closed, with the upgrade link,
 * when the owner's plan lacks invite_member (the server refuses the same way).
 */
export function InviteForm({ org }: { org: Organisation }) {
  const refusal = planRefusal(org.ownerPlan, { feature: 'invite_member' });
  const refusalId = useId();
  const send = useSendOrgInvite();
  const notify = useNotify();
  const formik = useFormik<InviteValues>({
    initialValues: { email: '', role: 'member' },
    validate: formikValidate(inviteFormSchema),
    onSubmit: async (values, helpers) => {
      const { email, role } = inviteFormSchema.parse(values);
      try {
        await send.mutateAsync({ email, role, orgId: org.id, orgName: org.name });
        notify(inviteSentMessage(email), { severity: 'success' });
        helpers.resetForm();
      } catch {
        // Shown from send.error.
      }
    },
  });
  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      onSubmit={formik.handleSubmit}
      aria-label={LABEL_INVITE_PEOPLE}
    >
      {refusal ? <PlanGateNotice id={refusalId} message={refusal} /> : null}
      {send.error && <Alert severity="error">{causeMessage(send.error)}</Alert>}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
        <TextField
          {...fieldProps(formik, 'email')}
          label="E-mail address"
          type="email"
          autoComplete="off"
          required
          fullWidth
          disabled={refusal !== null}
        />
        <TextField
          {...fieldProps(formik, 'role')}
          select
          label={LABEL_ROLE}
          disabled={refusal !== null}
          sx={{ minWidth: { sm: 140 } }}
        >
          <MenuItem value="member">{LABEL_MEMBER}</MenuItem>
          <MenuItem value="admin">{LABEL_ADMIN}</MenuItem>
        </TextField>
        <Button
          type="submit"
          variant="contained"
          disabled={send.isPending || refusal !== null}
          aria-describedby={refusal ? refusalId : undefined}
          sx={{ flexShrink: 0, height: { sm: 56 } }}
        >
          {send.isPending ? LABEL_SENDING : LABEL_SEND_INVITE}
        </Button>
      </Stack>
    </Stack>
  );
}
