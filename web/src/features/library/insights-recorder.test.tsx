/**
 * The Insights recorder on the detail pages: an opening counted once the page is shown, Save and
 * Listen counted when used, nothing for products or in staff's preview, and failures kept quiet.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ContentList } from '@/components/content-list/content-list';
import { anArticle, anArticleSummary, aProduct } from '@/testing/content-fixtures';
import { articleList } from './articles/article-list';
import { renderScreen } from '@/testing/render';
import { fakeSession } from '@/testing/session';
import { stubSpeech } from '@/testing/speech';
import { ArticleDetail } from './articles/article-detail';
import { ProductDetail } from './products/product-detail';
import { CountUses } from './components/record-use';
import { NOT_SENT, recordUse, resetInsightFailures } from './api/record-insights';

const calls = vi.hoisted(() => ({ callRecordUse: vi.fn(), callRecordSearchMiss: vi.fn() }));
vi.mock('./api/insight-calls', () => calls);

vi.mock('./api/saved-items', () => {
  class SavedItemsFull extends Error {}
  return {
    SavedItemsFull,
    useSavedItem: () => ({ known: true, saved: false }),
    useSavedChange: () => ({ mutateAsync: () => Promise.resolve(), isPending: false }),
  };
});

const ARTICLE = anArticle({ id: 'a-1', slug: 'pacing', title: 'Pacing Your Day', content: '<p>Plan rest.</p>' });
const member = { session: fakeSession('member') };

beforeEach(() => {
  resetInsightFailures();
  calls.callRecordUse.mockReset().mockResolvedValue({ counted: true });
  stubSpeech();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const actions = () => calls.callRecordUse.mock.calls.map(([request]) => `${request.action} ${request.kind}/${request.id}`);

describe('the Insights recorder', () => {
  it('counts an article opened once it is shown, not during the render', async () => {
    renderScreen(<ArticleDetail state={{ status: 'loaded', data: ARTICLE }} />, member);
    expect(screen.getByRole('heading', { level: 1, name: 'Pacing Your Day' })).toBeInTheDocument();
    expect(calls.callRecordUse).not.toHaveBeenCalled();
    await waitFor(() => expect(actions()).toEqual(['opened articles/a-1']));
  });

  it('counts Save and the first Listen of the page', async () => {
    const user = userEvent.setup();
    renderScreen(<ArticleDetail state={{ status: 'loaded', data: ARTICLE }} />, member);
    await waitFor(() => expect(actions()).toEqual(['opened articles/a-1']));
    await user.click(screen.getByRole('button', { name: 'Save: Pacing Your Day' }));
    await waitFor(() => expect(actions()).toContain('saved articles/a-1'));
    await user.click(screen.getByRole('button', { name: 'Listen' }));
    await user.click(screen.getByRole('button', { name: 'Stop' }));
    await user.click(screen.getByRole('button', { name: 'Listen' }));
    await waitFor(() => expect(actions()).toContain('listened articles/a-1'));
    expect(actions().filter((action) => action.startsWith('listened'))).toHaveLength(1);
  });

  it('counts nothing for a product, nor in staff’s preview', async () => {
    renderScreen(<ProductDetail state={{ status: 'loaded', data: aProduct({ id: 'x-1', slug: 'tens', name: 'TENS Unit' }) }} />, member);
    renderScreen(
      <CountUses.Provider value={false}>
        <ArticleDetail state={{ status: 'loaded', data: ARTICLE }} />
      </CountUses.Provider>,
      member,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save: Pacing Your Day' }));
    // Calls go out in order, each after a paint and an idle moment: once this one is out, any before it would be.
    recordUse('articles', 'marker', 'opened');
    await waitFor(() => expect(actions()).toContain('opened articles/marker'));
    expect(actions()).toEqual(['opened articles/marker']);
  });

  it('keeps failures quiet and stops sending after three in a row', async () => {
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => undefined);
    calls.callRecordUse.mockRejectedValue(new Error('unavailable'));
    for (let i = 0; i < 3; i++) recordUse('articles', `a-${i}`, 'opened');
    await waitFor(() => expect(debug).toHaveBeenCalledTimes(3));
    expect(recordUse('articles', 'a-9', 'opened')).toBe(NOT_SENT);
    expect(calls.callRecordUse).toHaveBeenCalledTimes(3);
  });
});

describe('searches that found nothing, in a list', () => {
  const SUMMARIES = [anArticleSummary({ title: 'Understanding Sciatica', category: 'Pain Conditions' }), anArticleSummary({ title: 'Mindful Breathing', category: 'Mind-Body Approaches' })];

  it('counts the words on Enter when the whole list has nothing for them, once per page view', async () => {
    calls.callRecordSearchMiss.mockReset().mockResolvedValue({ counted: true });
    const user = userEvent.setup();
    renderScreen(<ContentList kind={articleList} state={{ status: 'loaded', data: SUMMARIES }} />, member);
    const box = screen.getByRole('searchbox', { name: /Search articles/i });
    await user.type(box, 'sciatica{Enter}');
    await user.clear(box);
    await user.type(box, 'Ketamine{Enter}');
    await user.type(box, '{Enter}');
    await waitFor(() => expect(calls.callRecordSearchMiss).toHaveBeenCalled());
    expect(calls.callRecordSearchMiss.mock.calls).toEqual([[{ query: 'ketamine' }]]);
  });

  it('does not count words that another category has', async () => {
    calls.callRecordSearchMiss.mockReset().mockResolvedValue({ counted: true });
    const user = userEvent.setup();
    renderScreen(<ContentList kind={articleList} state={{ status: 'loaded', data: SUMMARIES }} />, member);
    await user.click(screen.getByRole('button', { name: 'Mind-Body Approaches' }));
    const box = screen.getByRole('searchbox', { name: /Search articles/i });
    await user.type(box, 'sciatica{Enter}');
    // A miss typed after it is counted, so one before it would have been sent already.
    await user.clear(box);
    await user.type(box, 'zzz{Enter}');
    await waitFor(() => expect(calls.callRecordSearchMiss).toHaveBeenCalled());
    expect(calls.callRecordSearchMiss.mock.calls).toEqual([[{ query: 'zzz' }]]);
  });
});
