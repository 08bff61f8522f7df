import { act, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ContentList, type ContentListState } from '@/components/content-list/content-list';
import { LIST_PAGE_SIZE } from '@common/content';
import type { ArticleSummary, PublicationSummary } from '@/lib/content-records';
import { renderScreen } from '@/testing/render';
import { contentListSuite, renderList } from '@/testing/content-list-suite';
import { anArticleSummary, aProductSummary, aPublicationSummary, aResourceSummary } from '@/testing/content-fixtures';
import { articleList } from './articles/article-list';
import { productList } from './products/product-list';
import { publicationList } from './publications/publication-list';
import { resourceList } from './resources/resource-list';

const articles = [
  anArticleSummary({ title: 'Understanding Sciatica', category: 'Pain Conditions', excerpt: 'Nerve pain down the leg' }),
  anArticleSummary({ title: 'Mindful Breathing', category: 'Mind-Body Approaches', excerpt: 'Calm the nervous system' }),
] as const;
const publications = [
  aPublicationSummary({ title: 'Spinal Cord Stimulation Review', year: '2025', authors: ['E. Park'], journal: 'Neuromodulation' }),
  aPublicationSummary({ title: 'Opioid Tapering Study', year: '2021', authors: ['F. Gomez'], journal: 'Pain Medicine', pdf_url: 'https://journals.example/a.pdf' }),
] as const;
const resources = [
  aResourceSummary({ title: 'Walking Program', category: 'Exercise & Physical Therapy', slug: 'walking-program' }),
  aResourceSummary({ title: 'Medication Diary', category: 'Medication Management', download_path: 'resources/r2/diary.pdf' }),
] as const;
const products = [
  aProductSummary({ name: 'Heating Pad', category: 'Pain Relief Devices', affiliate_link: 'https://shop.example/pad' }),
  aProductSummary({ name: 'Turmeric Capsules', category: 'Supplements', description: '<p>Curcumin<script>alert(1)</script></p>' }),
] as const;

/** The four lists' shared states, one row per kind, with the texts docs/product.md gives each. */
contentListSuite({ kind: articleList, banner: 'Health Articles', noun: 'articles', allLabel: 'All Articles', errorText: 'Failed to load articles. Please try again later.', items: [...articles], titles: ['Understanding Sciatica', 'Mindful Breathing'], firstFilter: 'Pain Conditions', secondSearch: 'breathing' });
contentListSuite({ kind: publicationList, banner: 'Scientific Publications', noun: 'publications', allLabel: 'All Years', errorText: 'Failed to load publications', items: [...publications], titles: ['Spinal Cord Stimulation Review', 'Opioid Tapering Study'], firstFilter: '2025', secondSearch: 'gomez' });
contentListSuite({ kind: resourceList, banner: 'Patient Resources', noun: 'resources', allLabel: 'All Resources', errorText: 'Failed to load resources', items: [...resources], titles: ['Walking Program', 'Medication Diary'], firstFilter: 'Exercise & Physical Therapy', secondSearch: 'diary' });
contentListSuite({ kind: productList, banner: 'Recommended Products', noun: 'products', allLabel: 'All Products', errorText: 'Failed to load products', items: [...products], titles: ['Heating Pad', 'Turmeric Capsules'], firstFilter: 'Pain Relief Devices', secondSearch: 'turmeric' });

describe('a large article list', () => {
  it('shows the first cards, filters 2,000 articles as the member types, and offers Show more', async () => {
    const many = Array.from({ length: 2000 }, (_, i) =>
      anArticleSummary({ id: `big-${i}`, title: `Article number ${i}`, excerpt: i % 100 === 0 ? 'about migraine' : 'general' }),
    );
    const user = userEvent.setup();
    renderList(articleList, { status: 'loaded', data: many });
    // The first row in the first frame, the whole page once that frame is painted.
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(LIST_PAGE_SIZE));
    expect(screen.getByText('Showing 2000 of 2000 articles')).toBeInTheDocument();

    const started = performance.now();
    await user.type(screen.getByRole('searchbox', { name: 'Search articles' }), 'migraine');
    expect(await screen.findByText('Showing 20 of 2000 articles')).toBeInTheDocument();
    expect(performance.now() - started).toBeLessThan(5_000);
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(20));

    await user.clear(screen.getByRole('searchbox', { name: 'Search articles' }));
    await user.click(await screen.findByRole('button', { name: 'Show more articles' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(LIST_PAGE_SIZE * 2));
  });
});

describe('a list longer than a page', () => {
  it('filters, searches and counts the whole list, not the cards shown', async () => {
    // 100 articles, four pages of cards; one in ten (the 10th, 20th, … 100th) in the category chosen.
    const many = Array.from({ length: 100 }, (_, i) =>
      anArticleSummary({ id: `a-${i}`, title: `Article number ${i}`, category: i % 10 === 9 ? 'Mind-Body Approaches' : 'Pain Conditions' }),
    );
    const user = userEvent.setup();
    renderList(articleList, { status: 'loaded', data: many });
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(LIST_PAGE_SIZE));
    expect(screen.getByText('Showing 100 of 100 articles')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Mind-Body Approaches' }));
    expect(await screen.findByText('Showing 10 of 100 articles')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(10));
    // The last of them is on the fifth page of the unfiltered list.
    expect(screen.getByRole('link', { name: 'Article number 99' })).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Search articles' }), 'number 99');
    expect(await screen.findByText('Showing 1 of 100 articles')).toBeInTheDocument();
  });
});

describe('typing in a list', () => {
  it('shows the new results at once with their pictures waiting, then the whole page and its pictures once typing pauses', async () => {
    const many = Array.from({ length: 300 }, (_, i) =>
      anArticleSummary({ id: `p-${i}`, title: `Article number ${i}`, image: `https://example.org/${i}.png`, excerpt: i % 30 === 0 ? 'about migraine' : 'general' }),
    );
    const user = userEvent.setup();
    const { container } = renderList(articleList, { status: 'loaded', data: many });
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(LIST_PAGE_SIZE));
    const pictures = () => [...container.querySelectorAll('li img')].map((img) => img.getAttribute('src'));
    expect(pictures()).toHaveLength(LIST_PAGE_SIZE);

    // One change, as a keystroke is (user.type in jsdom can pause longer than a person between keys).
    await user.click(screen.getByRole('searchbox', { name: 'Search articles' }));
    await user.paste('migraine');
    expect(screen.getByText('Showing 10 of 300 articles')).toBeInTheDocument();
    // This frame: the first row, of which p-0 was already on screen with its picture; p-30 and p-60 are new.
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      expect.stringContaining('Article number 0'),
      expect.stringContaining('Article number 30'),
      expect.stringContaining('Article number 60'),
    ]);
    expect(pictures()).toEqual(['https://example.org/0.png']);
    // Once typing pauses: the whole page, every card with its picture.
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(10));
    expect(pictures()).toHaveLength(10);
    expect(pictures()).toContain('https://example.org/30.png');
  });
});

describe('a list whose newest page came before the rest', () => {
  const many = Array.from({ length: LIST_PAGE_SIZE }, (_, i) => anArticleSummary({ id: `new-${i}`, title: `Newest article ${i}` }));

  it('shows that page at once and says the rest is coming; searching waits for the whole list', async () => {
    const user = userEvent.setup();
    let show: (state: ContentListState<ArticleSummary>) => void = () => {};
    function Arriving() {
      const [state, setState] = useState<ContentListState<ArticleSummary>>({ status: 'newest', data: many });
      show = setState;
      return <ContentList kind={articleList} state={state} />;
    }
    renderScreen(<Arriving />);
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(LIST_PAGE_SIZE));
    expect(screen.getByText(`Showing the newest ${LIST_PAGE_SIZE} articles; loading the rest...`)).toHaveAttribute('role', 'status');
    // No "Show more" before the rest is there.
    expect(screen.queryByRole('button', { name: 'Show more articles' })).toBeNull();

    await user.type(screen.getByRole('searchbox', { name: 'Search articles' }), 'sciatica');
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
    expect(screen.getByText('Loading articles...')).toBeInTheDocument();

    const all = [...many, anArticleSummary({ id: 'old-1', title: 'Understanding Sciatica' })];
    act(() => show({ status: 'loaded', data: all }));
    expect(await screen.findByText(`Showing 1 of ${LIST_PAGE_SIZE + 1} articles`)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Understanding Sciatica' })).toBeInTheDocument();
  });
});

describe('Publications list cards', () => {
  it('offers the years in the data, newest first', () => {
    renderList(publicationList, { status: 'loaded', data: [publications[1], publications[0]] });
    const group = screen.getByRole('group', { name: 'Filter publications by year' });
    expect([...group.querySelectorAll('button')].map((b) => b.textContent)).toEqual(['All Years', '2025', '2021']);
  });

  it('shows its year buttons and search box with the list, not before: they would push the search box down as the years arrive', () => {
    let show: (state: ContentListState<PublicationSummary>) => void = () => {};
    function Arriving() {
      const [state, setState] = useState<ContentListState<PublicationSummary>>({ status: 'loading' });
      show = setState;
      return <ContentList kind={publicationList} state={state} />;
    }
    renderScreen(<Arriving />);
    expect(screen.getByText('Loading publications...')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Filter publications by year' })).toBeNull();
    expect(screen.queryByRole('searchbox')).toBeNull();
    act(() => show({ status: 'loaded', data: [...publications] }));
    const group = screen.getByRole('group', { name: 'Filter publications by year' });
    expect([...group.querySelectorAll('button')].map((b) => b.textContent)).toEqual(['All Years', '2025', '2021']);
    expect(screen.getByRole('searchbox', { name: 'Search publications' })).toBeInTheDocument();
  });

  it('opens an external PDF in a new tab outside the card link', () => {
    renderList(publicationList, { status: 'loaded', data: [...publications] });
    const download = screen.getByRole('link', { name: /Download PDF: Opioid Tapering Study/ });
    expect(download).toHaveAttribute('href', 'https://journals.example/a.pdf');
    expect(download).toHaveAttribute('target', '_blank');
    expect(download).toHaveAttribute('rel', 'noopener noreferrer');
    expect(download.closest('a[href^="/publications/"]')).toBeNull();
    expect(screen.getAllByText('March 1, 2024')).toHaveLength(2);
  });
});

describe('a list filtered by fixed categories', () => {
  it('shows its category buttons and search box while loading: they do not change when the list arrives', () => {
    renderList(resourceList, { status: 'loading' });
    expect(screen.getByRole('group', { name: 'Filter resources by category' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search resources' })).toBeInTheDocument();
  });
});

describe('Resource cards', () => {
  it('link to the resource and keep the download button outside the link', () => {
    renderList(resourceList, { status: 'loaded', data: [...resources] });
    expect(screen.getByRole('link', { name: 'Walking Program' })).toHaveAttribute('href', '/resources/walking-program');
    const download = screen.getByRole('button', { name: /Download Resource: Medication Diary/ });
    expect(download.closest('a')).toBeNull();
    expect(screen.getAllByRole('button', { name: /Download Resource/ })).toHaveLength(1);
  });
});

describe('Product cards', () => {
  it('disclose affiliate links and open them as sponsored links in a new tab', () => {
    const { container } = renderList(productList, { status: 'loaded', data: [...products] });
    expect(screen.getByRole('banner')).toHaveTextContent(/affiliate links/i);
    expect(screen.getByRole('banner')).toHaveTextContent(/commission at no extra cost/i);
    expect(screen.getAllByText('*Affiliate link disclosure: We may earn a commission')).toHaveLength(2);
    const view = screen.getByRole('link', { name: /View Product: Heating Pad/ });
    expect(view).toHaveAttribute('href', 'https://shop.example/pad');
    expect(view).toHaveAttribute('target', '_blank');
    expect(view).toHaveAttribute('rel', 'sponsored noopener noreferrer');
    expect(container.querySelector('script')).toBeNull();
    expect(screen.getByText('Curcumin')).toBeInTheDocument();
  });
});
