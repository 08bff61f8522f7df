import { useCallback, useMemo, useRef, useState, type RefObject } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ALL } from '@/lib/filter-records';
import { PRACTICE } from '@/config/practice';
import { formatLongDate } from '@/lib/format-date';
import { AdminPageHeader } from '../../shared/admin-page-header';
import { AdminTable } from '../../shared/admin-table';
import { useAdminList, type AdminList, type BrowserSource, type ListQuery } from '../../shared/admin-list';
import { adminKeys } from '../../query-keys';
import { StatCounters } from '../../shared/stat-counters';
import { useRowAction } from '../../shared/use-row-action';
import { SaveConflictError } from '../../content/api/save-conflict';
import { conflictMessage } from '../../content/components/use-record-form';
import { todayInput } from '../../content/validation';
import { CONTENT_TEXTS } from '@common/content';
import { InvalidRecordError, loadNeverReviewed, loadReviewsDue, markReviewed } from '../api/review-due-records';
import { dueBound, reviewedDates, reviewStatus, rowKindName, rowKey, rowTitle, type ReviewRow } from '../review-due';
import { reviewColumns, type ReviewSection } from './review-due-columns';
import { MarkReviewedDialog } from './mark-reviewed-dialog';

export const REVIEW_DUE_TITLE = 'Review Due';

const windowText = `in the next ${PRACTICE.reviewDueWindowDays} days`;

/** Each section: its rows, oldest first, and its texts. */
const SECTIONS: Record<ReviewSection, { source: BrowserSource<ReviewRow>; heading: string; intro: string; table: { label: string; emptyText: string; loadingText: string; errorText: string } }> = {
  due: {
    source: {
      mode: 'browser',
      load: () => loadReviewsDue(dueBound(todayInput(), PRACTICE.reviewDueWindowDays)),
      matches: (rows) => rows,
      dateOf: (row) => row.record.review_due ?? row.record.created_at,
    },
    heading: `Overdue or due ${windowText}`,
    intro: 'Oldest due first.',
    table: {
      label: 'Reviews due',
      emptyText: `No reviews due ${windowText}`,
      loadingText: 'Loading reviews due...',
      errorText: 'Failed to load the reviews due. Please try again.',
    },
  },
  never: {
    source: { mode: 'browser', load: loadNeverReviewed, matches: (rows) => rows, dateOf: (row) => row.record.created_at },
    heading: 'Never reviewed',
    intro: 'No clinician has reviewed these yet, so members see no review on them. Oldest first.',
    table: {
      label: 'Records never reviewed',
      emptyText: 'Every article, publication and resource has been reviewed',
      loadingText: 'Loading records never reviewed...',
      errorText: 'Failed to load the records never reviewed. Please try again.',
    },
  },
};

const OLDEST_FIRST: ListQuery = { search: '', filter: ALL, order: 'oldest' };

/**
 * /admin/review-due: the articles, publications and resources whose medical review is
 * overdue or due within the practice's window, oldest due first, and those never reviewed; "Mark
 * reviewed" on each row.
 */
export function ReviewDueScreen() {
  const today = todayInput();
  // The due list depends on today: a screen left open past midnight reads the new window.
  const due = useAdminList(adminKeys.reviewDue.due(today), SECTIONS.due.source, OLDEST_FIRST, SECTIONS.due.table.errorText);
  const never = useAdminList(adminKeys.reviewDue.never, SECTIONS.never.source, OLDEST_FIRST, SECTIONS.never.table.errorText);
  const [notice, setNotice] = useState<string | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const queryClient = useQueryClient();
  const reload = useCallback(() => void queryClient.invalidateQueries({ queryKey: adminKeys.reviewDue.all }), [queryClient]);
  const action = useMarkReviewed(today, reload, setNotice, noticeRef);
  const columns = useMemo(() => ({ due: reviewColumns('due', today, action.ask), never: reviewColumns('never', today, action.ask) }), [today, action.ask]);
  const overdue = due.all?.filter((row) => row.record.review_due && reviewStatus(row.record.review_due, today).overdue).length ?? 0;

  return (
    <>
      <AdminPageHeader title={REVIEW_DUE_TITLE} onRefresh={reload} busy={due.busy || never.busy} />
      <Typography sx={{ mb: 3, maxWidth: '48rem' }}>
        Articles, publications and resources whose next medical review is overdue or due {windowText}, and those never reviewed. Marking one
        reviewed records the clinician and today&apos;s date, and sets the next review {PRACTICE.reviewPeriodMonths} months on.
      </Typography>
      {notice && (
        <Alert ref={noticeRef} tabIndex={-1} severity="success" role="status" onClose={() => setNotice(null)} sx={{ mb: 3 }}>
          {notice}
        </Alert>
      )}
      {due.status !== 'error' && never.status !== 'error' && (
        <StatCounters
          label="Reviews"
          items={[
            { label: 'Overdue', value: due.all && never.all ? overdue : null },
            { label: `Due ${windowText}`, value: due.all && never.all ? due.all.length - overdue : null },
            { label: 'Never reviewed', value: due.all && never.all ? never.all.length : null },
          ]}
        />
      )}
      {(['due', 'never'] as const).map((section) => (
        <ReviewSectionTable key={section} section={section} list={section === 'due' ? due : never} columns={columns[section]} />
      ))}
      <MarkReviewedDialog row={action.target} today={today} busy={action.busy} error={action.error} onCancel={action.cancel} onConfirm={action.confirm} />
    </>
  );
}

function ReviewSectionTable({ section, list, columns }: { section: ReviewSection; list: AdminList<ReviewRow>; columns: ReturnType<typeof reviewColumns> }) {
  const texts = SECTIONS[section];
  const headingId = `review-due-${section}`;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 4 }}>
      <Typography id={headingId} component="h2" variant="h3" sx={{ mb: 0.5 }}>
        {texts.heading}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {texts.intro}
      </Typography>
      <AdminTable list={list} columns={columns} getKey={rowKey} rowHeader {...texts.table} />
    </Box>
  );
}

/** What a failed "Mark reviewed" says, in the dialog. */
function failureMessage(row: ReviewRow, failure: unknown): string {
  const one = rowKindName(row).toLowerCase();
  if (failure instanceof SaveConflictError) {
    return failure.current ? `${conflictMessage(one, failure)} Mark it reviewed again to add the review to the version saved now.` : conflictMessage(one, failure);
  }
  if (failure instanceof InvalidRecordError) {
    return `This ${one} has values its form does not accept (${failure.fields.join(', ')}), so the review was not saved. Correct them in Manage ${CONTENT_TEXTS[row.kind].plural}, then mark it reviewed.`;
  }
  return 'Failed to save the review. Please try again.';
}

/**
 * Ask who reviewed it, save, say how it went (useRowAction): a failure stays in the dialog; after a
 * save the lists reload (the row leaves them) and the notice takes the focus, after a cancel the
 * row's button.
 */
function useMarkReviewed(today: string, reload: () => void, setNotice: (text: string | null) => void, noticeRef: RefObject<HTMLDivElement | null>) {
  const action = useRowAction<ReviewRow>();
  const queryClient = useQueryClient();

  async function confirm(reviewer: string) {
    setNotice(null);
    await action.run(
      async (target) => {
        await markReviewed(target, reviewer, today);
        // The record's own screen shows its new review too.
        void queryClient.invalidateQueries({ queryKey: adminKeys.content.kind(target.kind) });
        const { reviewDue } = reviewedDates(target, today);
        setNotice(`Marked “${rowTitle(target)}” reviewed by ${reviewer}. Next review due ${formatLongDate(reviewDue)}.`);
        reload();
      },
      (failure, target) => {
        console.error('Failed to mark reviewed', failure);
        // The record changed or went away meanwhile: the lists show it as it is now.
        if (failure instanceof SaveConflictError) reload();
        return failureMessage(target, failure);
      },
      () => noticeRef.current,
    );
  }

  return { ...action, confirm };
}
