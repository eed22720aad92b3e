import PersonRemoveOutlined from '@mui/icons-material/PersonRemoveOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { causeMessage, memberRemovedMessage, type BasicUserProfile, type Organisation } from '@parley/domain';
import type { ReactNode } from 'react';
import { useConfirm } from '../../../components/confirm/use-confirm';
import { useNotify } from '../../../components/notifications/use-notify';
import { messageToast, useNotifyError } from '../../../components/notifications/use-notify-error';
import { UserAvatar } from '../../../components/user-avatar';
import { useOrgUsers } from '../api/get-users';
import { useRemoveOrgMember } from '../api/remove-org-member';
import { allMemberUids, splitMembers, type OrgMember } from '../utils/split-members';
import {
  LABEL_ADMINS,
  LABEL_LOADING_MEMBERS,
  LABEL_MEMBERS,
  LABEL_OWNER,
  LABEL_REMOVE,
  LABEL_REMOVE_FROM_ORGANIZATION,
  LABEL_RETRY,
  LABEL_YOU,
  MSG_NO_ADMINS_YET,
  MSG_NO_MEMBERS_YET,
  MSG_REMOVE_PERSON_CONFIRM,
  removePersonConfirmTitle,
  removePersonLabel,
} from '../../../lib/strings';

interface MembersSectionProps {
  org: Organisation;
  currentUid: string;
  /** Owner or admin: may remove people other than the owner and themselves. */
  canManage: boolean;
}

function displayNameOf(member: OrgMember, profile: BasicUserProfile | undefined): string {
  return profile?.displayName ?? profile?.email ?? member.uid;
}

function MemberRow({
  member,
  profile,
  isYou,
  onRemove,
}: {
  member: OrgMember;
  profile: BasicUserProfile | undefined;
  isYou: boolean;
  onRemove: (() => void) | null;
}) {
  const name = displayNameOf(member, profile);
  return (
    <ListItem
      disableGutters
      secondaryAction={
        onRemove && (
          <Tooltip title={LABEL_REMOVE_FROM_ORGANIZATION}>
            <IconButton edge="end" aria-label={removePersonLabel(name)} onClick={onRemove}>
              <PersonRemoveOutlined />
            </IconButton>
          </Tooltip>
        )
      }
    >
      <ListItemAvatar>
        <UserAvatar user={{ displayName: profile?.displayName ?? null, email: profile?.email ?? null }} />
      </ListItemAvatar>
      <ListItemText
        primary={
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
            <Typography component="span" noWrap>
              {name}
            </Typography>
            {isYou && <Chip size="small" label={LABEL_YOU} />}
          </Stack>
        }
        secondary={profile?.displayName ? profile.email : null}
        slotProps={{ secondary: { noWrap: true } }}
      />
    </ListItem>
  );
}

function MemberGroup({
  title,
  people,
  emptyText,
  render,
}: {
  title: string;
  people: OrgMember[];
  emptyText: string;
  render: (member: OrgMember) => ReactNode;
}) {
  return (
    <section aria-label={title}>
      <Typography variant="subtitle2" component="h3" color="text.secondary">
        {title} ({people.length})
      </Typography>
      {people.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
          {emptyText}
        </Typography>
      ) : (
        <List dense>{people.map(render)}</List>
      )}
    </section>
  );
}

/** Owner, admins and members with their names (POST /user/get-users), and removal for managers. */
export function MembersSection({ org, currentUid, canManage }: MembersSectionProps) {
  const split = splitMembers(org);
  const users = useOrgUsers(allMemberUids(split));
  const remove = useRemoveOrgMember();
  const confirm = useConfirm();
  const notify = useNotify();
  const notifyError = useNotifyError();

  if (users.status === 'pending') {
    return (
      <Stack spacing={1} aria-busy="true" aria-label={LABEL_LOADING_MEMBERS}>
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} variant="rounded" height={48} />
        ))}
      </Stack>
    );
  }
  if (users.status === 'error') {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void users.refetch()}>
            {LABEL_RETRY}
          </Button>
        }
      >
        {causeMessage(users.error)}
      </Alert>
    );
  }

  const profiles = users.data;
  const onRemove = (member: OrgMember) => {
    if (!canManage || member.role === 'owner' || member.uid === currentUid) return null;
    return () => void removeMember(member);
  };
  const removeMember = async (member: OrgMember) => {
    const name = displayNameOf(member, profiles.get(member.uid));
    const confirmed = await confirm({
      title: removePersonConfirmTitle(name),
      message: MSG_REMOVE_PERSON_CONFIRM,
      confirmLabel: LABEL_REMOVE,
      destructive: true,
    });
    if (!confirmed) return;
    try {
      await remove.mutateAsync({ orgId: org.id, uid: member.uid });
      notify(memberRemovedMessage(name), { severity: 'success' });
    } catch (error) {
      notifyError(error, messageToast);
    }
  };
  const render = (member: OrgMember) => (
    <MemberRow
      key={member.uid}
      member={member}
      profile={profiles.get(member.uid)}
      isYou={member.uid === currentUid}
      onRemove={onRemove(member)}
    />
  );

  return (
    <Stack spacing={2}>
      <MemberGroup title={LABEL_OWNER} people={[split.owner]} emptyText="" render={render} />
      <MemberGroup title={LABEL_ADMINS} people={split.admins} emptyText={MSG_NO_ADMINS_YET} render={render} />
      <MemberGroup
        title={LABEL_MEMBERS}
        people={split.members}
        emptyText={MSG_NO_MEMBERS_YET}
        render={render}
      />
    </Stack>
  );
}
