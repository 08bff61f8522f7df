import type { MouseEvent } from 'react';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { LabelChip } from '@/components/ui/label-chip';
import { formatShortDate, isoDate } from '@/lib/format-date';
import { KEEP_WORDS, wrappableAddress, type TableColumn } from '../../shared/admin-table';
import { assignedToLabel, codeStatusLabel, NONE, type MembershipCode } from '../codes';

const MONO = 'ui-monospace, Menlo, Consolas, monospace';

/** docs/product.md §2: Code, Status (Used, Available, Retired or Expired), Assigned To, Used Date, Actions (Reset for used codes only). */
export function codesColumns(onReset: (code: MembershipCode, trigger: HTMLElement) => void): TableColumn<MembershipCode>[] {
  return [
    {
      id: 'code',
      header: 'Code',
      cell: (code) => (
        <>
          <Typography component="span" sx={{ fontFamily: MONO, fontWeight: 700, fontSize: '1.125rem', letterSpacing: '0.08em' }}>
            {code.code}
          </Typography>
          {code.invitee_email && (
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              For {code.invitee_email}
            </Typography>
          )}
          {code.expires_at && (
            <Typography variant="body2" color="text.secondary">
              Expires <time dateTime={code.expires_at.toISOString()}>{formatShortDate(code.expires_at)}</time>
            </Typography>
          )}
        </>
      ),
    },
    {
      id: 'status',
      header: 'Status',
      cell: (code) => (
        <LabelChip
          label={codeStatusLabel(code)}
          color={codeStatusLabel(code) === 'Available' ? 'success' : 'default'}
          variant="outlined"
          size="small"
          sx={{ fontWeight: 600 }}
        />
      ),
    },
    {
      id: 'assigned',
      header: 'Assigned To',
      cell: (code) => <Typography sx={KEEP_WORDS}>{wrappableAddress(assignedToLabel(code))}</Typography>,
    },
    {
      id: 'used',
      header: 'Used Date',
      cell: (code) =>
        code.used_at ? <time dateTime={isoDate(code.used_at)}>{formatShortDate(code.used_at)}</time> : NONE,
    },
    {
      id: 'actions',
      header: 'Actions',
      fit: true,
      cell: (code) =>
        code.is_used ? (
          <Button
            variant="outlined"
            color="warning"
            size="small"
            aria-label={`Reset code ${code.code}`}
            onClick={(event: MouseEvent<HTMLButtonElement>) => onReset(code, event.currentTarget)}
          >
            Reset
          </Button>
        ) : null,
    },
  ];
}
