import type { MouseEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { LabelChip } from '@/components/ui/label-chip';
import { formatShortDate, isoDate } from '@/lib/format-date';
import { KEEP_WORDS, wrappableAddress, type TableColumn } from '../../shared/admin-table';
import { memberActions, roleLabel, type Member, type MemberAction } from '../members';
import { ACTION_TEXTS, MEMBERS_MESSAGES } from '../messages';

const NONE = '—';

function DateCell({ date }: { date: Date | null }) {
  return date ? <time dateTime={isoDate(date)}>{formatShortDate(date)}</time> : <>{NONE}</>;
}

export type AskAction = (member: Member, action: MemberAction, trigger: HTMLElement) => void;

/** The members table: name, e-mail and whether it is verified, role, joined, code used, last sign-in, actions. */
export function membersColumns(selfUid: string | null, onAction: AskAction): TableColumn<Member>[] {
  return [
    {
      id: 'name',
      header: 'Name',
      cell: (member) => (
        <Typography component="span" sx={{ fontWeight: 600, ...KEEP_WORDS }}>
          {member.name || NONE}
          {member.uid === selfUid && ` (${MEMBERS_MESSAGES.self})`}
        </Typography>
      ),
    },
    {
      id: 'email',
      header: 'E-mail',
      cell: (member) => (
        <>
          <Typography sx={KEEP_WORDS}>{wrappableAddress(member.email)}</Typography>
          <Typography variant="body2" color={member.email_verified ? 'text.secondary' : 'warning.dark'}>
            {member.email_verified ? MEMBERS_MESSAGES.verified : MEMBERS_MESSAGES.notVerified}
          </Typography>
        </>
      ),
    },
    {
      id: 'role',
      header: 'Role',
      cell: (member) => (
        <LabelChip
          label={roleLabel(member.role)}
          color={member.role === 'admin' ? 'primary' : member.role === 'member' ? 'success' : 'default'}
          variant="outlined"
          size="small"
          sx={{ fontWeight: 600 }}
        />
      ),
    },
    { id: 'joined', header: 'Joined', cell: (member) => <DateCell date={member.joined_at} /> },
    { id: 'code', header: 'Code used', cell: (member) => member.membership_code ?? NONE },
    { id: 'last-sign-in', header: 'Last sign-in', cell: (member) => <DateCell date={member.last_sign_in_at} /> },
    {
      id: 'actions',
      header: 'Actions',
      fit: true,
      cell: (member) => <ActionButtons member={member} selfUid={selfUid} onAction={onAction} />,
    },
  ];
}

function ActionButtons({ member, selfUid, onAction }: { member: Member; selfUid: string | null; onAction: AskAction }) {
  if (member.uid === selfUid) {
    return (
      // Wraps within the buttons' width of the other rows (the column does not wrap its buttons).
      <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'normal' }}>
        {MEMBERS_MESSAGES.selfHint}
      </Typography>
    );
  }
  return (
    <Box sx={{ display: 'flex', gap: 1 }}>
      {memberActions(member, selfUid).map((action) => (
        <Button
          key={action}
          variant="outlined"
          color={action === 'makeAdmin' ? 'primary' : 'warning'}
          size="small"
          aria-label={`${ACTION_TEXTS[action].button}: ${member.name || member.email}`}
          onClick={(event: MouseEvent<HTMLButtonElement>) => onAction(member, action, event.currentTarget)}
        >
          {ACTION_TEXTS[action].button}
        </Button>
      ))}
    </Box>
  );
}
