import { useMemo, useState } from 'react';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { AUDIT_ACTION_LABELS } from '@common/audit';
import { formatDateTime } from '@/lib/format-date';
import { AdminPageHeader } from '../../shared/admin-page-header';
import { AdminTable, KEEP_WORDS, wrappableAddress, type TableColumn } from '../../shared/admin-table';
import { ChoiceField } from '../../shared/choice-field';
import { useAdminList, useStaffQuery } from '../../shared/admin-list';
import { adminKeys } from '../../query-keys';
import { ACTION_OPTIONS, encodeFilters, NO_FILTERS, personLabel, targetLabel, type ActivityEntry, type ActivityFilters } from '../activity';
import { activityPages, loadPeople } from '../api/activity-pages';

type People = ReadonlyMap<string, { name: string; email: string }>;

const NO_PEOPLE: People = new Map();

const TABLE_TEXTS = {
  label: 'Activity',
  emptyText: 'No activity found',
  loadingText: 'Loading activity...',
  errorText: 'Failed to load activity',
};

function activityColumns(people: People): TableColumn<ActivityEntry>[] {
  return [
    { id: 'when', header: 'When', width: '12rem', cell: (entry) => <time dateTime={entry.at.toISOString()}>{formatDateTime(entry.at)}</time> },
    { id: 'who', header: 'Person', cell: (entry) => <Typography sx={KEEP_WORDS}>{wrappableAddress(personLabel(entry.actorUid, people))}</Typography> },
    { id: 'action', header: 'Action', cell: (entry) => AUDIT_ACTION_LABELS[entry.action] ?? entry.action },
    { id: 'target', header: 'Record', cell: (entry) => <Typography sx={{ overflowWrap: 'anywhere' }}>{targetLabel(entry)}</Typography> },
  ];
}

/**
 * /admin/activity: the audit trail, newest first, a page at a time, filtered by
 * person, kind of action and date range; people by name and e-mail where their profile is known.
 */
export function ActivityScreen() {
  const [filters, setFilters] = useState<ActivityFilters>(NO_FILTERS);
  // Without the profiles the table still shows, by account id.
  const people = useStaffQuery(adminKeys.activity.people, loadPeople, 'Failed to load profiles').data ?? NO_PEOPLE;
  const list = useAdminList(adminKeys.activity.list, activityPages, { search: '', filter: encodeFilters(filters), order: 'newest' }, TABLE_TEXTS.errorText);
  const columns = useMemo(() => activityColumns(people), [people]);
  const personOptions = useMemo(
    () => [{ value: '', label: 'Anyone' }, ...[...people.keys()].map((uid) => ({ value: uid, label: personLabel(uid, people) }))],
    [people],
  );
  const set = (change: Partial<ActivityFilters>) => setFilters((current) => ({ ...current, ...change }));

  return (
    <>
      <AdminPageHeader title="Activity" onRefresh={list.reload} busy={list.busy} />
      <Paper
        component="section"
        variant="outlined"
        aria-label="Filter activity"
        sx={{ p: { xs: 2, md: 2.5 }, mb: 3, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr 10rem 10rem' } }}
      >
        <ChoiceField label="Person" value={filters.actor} options={personOptions} onChange={(actor) => set({ actor })} />
        <ChoiceField label="Action" value={filters.action} options={ACTION_OPTIONS} onChange={(action) => set({ action })} />
        <TextField type="date" label="From" value={filters.from} onChange={(e) => set({ from: e.target.value })} slotProps={{ inputLabel: { shrink: true } }} />
        <TextField type="date" label="To" value={filters.to} onChange={(e) => set({ to: e.target.value })} slotProps={{ inputLabel: { shrink: true } }} />
      </Paper>
      <AdminTable list={list} columns={columns} getKey={(entry) => entry.id} {...TABLE_TEXTS} />
    </>
  );
}
