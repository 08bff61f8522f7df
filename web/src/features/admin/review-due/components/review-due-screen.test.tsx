import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen } from '@/testing/render';
import { anArticle, aPublication, aResource } from '@/testing/content-fixtures';
import { PRACTICE } from '@/config/practice';
import { SaveConflictError } from '../../content/api/save-conflict';
import type { ReviewRow } from '../review-due';
import { ReviewDueScreen } from './review-due-screen';
import { REVIEWER_LABEL, REVIEWER_MISSING } from './mark-reviewed-dialog';

const { loadReviewsDue, loadNeverReviewed, markReviewed } = vi.hoisted(() => ({
  loadReviewsDue: vi.fn(),
  loadNeverReviewed: vi.fn(),
  markReviewed: vi.fn(),
}));
vi.mock('../api/review-due-records', () => ({
  loadReviewsDue,
  loadNeverReviewed,
  markReviewed,
  InvalidRecordError: class InvalidRecordError extends Error {
    constructor(readonly fields: string[]) {
      super('invalid-record');
    }
  },
}));

const noon = (day: string) => new Date(`${day}T12:00:00Z`);
const REVIEWER = PRACTICE.reviewers[1]!;

// Today is November 24, 2026: one overdue resource, an article due in 10 days, a publication due today.
const DUE_ARTICLE: ReviewRow = {
  kind: 'articles',
  record: anArticle({ id: 'a1', slug: 'sciatica', title: 'Understanding Sciatica', reviewed_by: 'Dr. Old', reviewed_at: noon('2024-12-04'), review_due: noon('2026-12-04') }),
};
const OVERDUE_RESOURCE: ReviewRow = {
  kind: 'resources',
  record: aResource({ id: 'r1', slug: 'stretches', title: 'Gentle Stretches', reviewed_by: 'Dr. Older', reviewed_at: noon('2024-10-01'), review_due: noon('2026-10-01') }),
};
const DUE_TODAY_PUBLICATION: ReviewRow = {
  kind: 'publications',
  record: aPublication({ id: 'p1', title: 'Ablation Outcomes', reviewed_by: 'Dr. Old', reviewed_at: noon('2024-11-24'), review_due: noon('2026-11-24') }),
};
const NEVER_ARTICLE: ReviewRow = { kind: 'articles', record: anArticle({ id: 'a2', slug: 'fibro', title: 'Living With Fibromyalgia', created_at: noon('2026-03-01') }) };

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-24T12:00:00Z'));
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  // In any order: the screen sorts them.
  loadReviewsDue.mockReset().mockResolvedValue([DUE_ARTICLE, OVERDUE_RESOURCE, DUE_TODAY_PUBLICATION]);
  loadNeverReviewed.mockReset().mockResolvedValue([NEVER_ARTICLE]);
  markReviewed.mockReset().mockResolvedValue(undefined);
});

afterEach(() => {
  vi.useRealTimers();
});

const rowNames = (table: HTMLElement) => within(table).getAllByRole('rowheader').map((cell) => cell.textContent);

async function openDialog(title: string) {
  const user = userEvent.setup();
  const table = await screen.findByRole('table', { name: 'Reviews due' });
  const button = within(table).getByRole('button', { name: `Mark reviewed: ${title}` });
  await user.click(button);
  return { user, button, dialog: await screen.findByRole('dialog', { name: 'Mark reviewed' }) };
}

describe('Review due screen', () => {
  it('lists the reviews due within the window, oldest due first across kinds, with their status in words, and the records never reviewed', async () => {
    renderScreen(<ReviewDueScreen />);
    expect(screen.getByRole('heading', { level: 1, name: 'Review Due' })).toBeInTheDocument();
    expect(screen.getByText('Loading reviews due...')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Reviews due' });
    expect(loadReviewsDue).toHaveBeenCalledWith(new Date('2027-01-23T23:59:59.999Z'));
    expect(rowNames(table)).toEqual(['Gentle Stretches', 'Ablation Outcomes', 'Understanding Sciatica']);
    const [, overdue, today, soon] = within(table).getAllByRole('row');
    expect(within(overdue!).getByText('Overdue')).toBeInTheDocument();
    expect(within(overdue!).getByText('Resource')).toBeInTheDocument();
    expect(within(overdue!).getByText('Dr. Older')).toBeInTheDocument();
    expect(within(overdue!).getByText('Oct 1, 2026')).toBeInTheDocument();
    expect(within(today!).getByText('Due today')).toBeInTheDocument();
    expect(within(soon!).getByText('Due in 10 days')).toBeInTheDocument();
    expect(within(soon!).getByRole('link', { name: 'Understanding Sciatica' })).toHaveAttribute('href', '/blog/sciatica');

    const never = screen.getByRole('table', { name: 'Records never reviewed' });
    expect(rowNames(never)).toEqual(['Living With Fibromyalgia']);
    expect(within(never).getByText('Never reviewed')).toBeInTheDocument();
    expect(within(never).getByText('Not set')).toBeInTheDocument();

    const counters = screen.getByRole('group', { name: 'Reviews' });
    expect(within(counters).getByText('Overdue').nextSibling).toHaveTextContent('1');
    expect(within(counters).getByText('Due in the next 60 days').nextSibling).toHaveTextContent('2');
    expect(within(counters).getByText('Never reviewed').nextSibling).toHaveTextContent('1');
  });

  it('says when nothing is due, and shows a banner when a list cannot be read', async () => {
    loadReviewsDue.mockResolvedValue([]);
    loadNeverReviewed.mockRejectedValue(new Error('offline'));
    renderScreen(<ReviewDueScreen />);
    expect(await screen.findByText('No reviews due in the next 60 days')).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load the records never reviewed. Please try again.');
  });

  it('marks a record reviewed: a reviewer is required, the dialog shows the dates it sets, the row leaves the list and the change is announced', async () => {
    renderScreen(<ReviewDueScreen />);
    const { user, dialog } = await openDialog('Gentle Stretches');
    expect(within(dialog).getByText('Resource: Gentle Stretches')).toBeInTheDocument();
    const reviewer = within(dialog).getByRole('combobox', { name: REVIEWER_LABEL });
    expect(reviewer).toHaveFocus();
    expect(reviewer).toBeRequired();
    expect(within(dialog).getByText('November 24, 2026')).toBeInTheDocument();
    expect(within(dialog).getByText('November 24, 2028')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Mark reviewed' }));
    expect(within(dialog).getByText(REVIEWER_MISSING)).toBeInTheDocument();
    expect(reviewer).toHaveAttribute('aria-invalid', 'true');
    expect(markReviewed).not.toHaveBeenCalled();

    loadReviewsDue.mockResolvedValue([DUE_ARTICLE, DUE_TODAY_PUBLICATION]);
    await user.selectOptions(reviewer, REVIEWER);
    await user.click(within(dialog).getByRole('button', { name: 'Mark reviewed' }));
    expect(markReviewed).toHaveBeenCalledWith(OVERDUE_RESOURCE, REVIEWER, '2026-11-24');
    const text = `Marked “Gentle Stretches” reviewed by ${REVIEWER}. Next review due November 24, 2028.`;
    const notice = (await screen.findAllByRole('status')).find((element) => element.textContent?.includes(text))!;
    expect(notice).toBeDefined();
    await waitFor(() => expect(notice).toHaveFocus());
    await waitFor(() => expect(rowNames(screen.getByRole('table', { name: 'Reviews due' }))).toEqual(['Ablation Outcomes', 'Understanding Sciatica']));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps the dialog open with a clear message when the save is refused or fails', async () => {
    renderScreen(<ReviewDueScreen />);
    const { user, dialog } = await openDialog('Understanding Sciatica');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: REVIEWER_LABEL }), REVIEWER);

    markReviewed.mockRejectedValueOnce(new SaveConflictError('Dana Admin', new Date('2026-11-24T11:41:00Z'), ['Title'], DUE_ARTICLE.record));
    await user.click(within(dialog).getByRole('button', { name: 'Mark reviewed' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/^This article was changed by Dana Admin on .* after you opened it, so your changes were not saved\. Mark it reviewed again/);

    markReviewed.mockRejectedValueOnce(new Error('unavailable'));
    await user.click(within(dialog).getByRole('button', { name: 'Mark reviewed' }));
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('Failed to save the review. Please try again.'));
    expect(screen.getByRole('dialog', { name: 'Mark reviewed' })).toBeInTheDocument();
  });

  it('gives the focus back to the row’s button after a cancel', async () => {
    renderScreen(<ReviewDueScreen />);
    const { user, button, dialog } = await openDialog('Ablation Outcomes');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(button).toHaveFocus();
    expect(markReviewed).not.toHaveBeenCalled();
  });
});
