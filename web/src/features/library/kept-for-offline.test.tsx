import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import { anArticle, aPublication } from '@/testing/content-fixtures';
import { renderScreen } from '@/testing/render';
import { fakeSession } from '@/testing/session';
import { OFFLINE_TEXTS } from '@/components/ui/needs-connection';
import { keep, list, wipe } from '@/lib/kept-store';
import { useContentList, useContentRecord } from './api/use-content';
import { ArticleDetail } from './articles/article-detail';
import { PublicationDetail } from './publications/publication-detail';
import { keepToggleName } from './components/keep-toggle';
import { KEEP_TEXTS } from './components/keep-texts';
import { KeptSection, KEPT_TEXTS } from './saved/kept-section';

const fs = vi.hoisted(() => ({ getDocs: vi.fn(), getDoc: vi.fn(), commit: vi.fn() }));
const files = vi.hoisted(() => ({ fetchMemberFile: vi.fn() }));

vi.mock('@/lib/firebase/firestore', async (importOriginal) => ({ ...(await importOriginal<typeof import('@/lib/firebase/firestore')>()), getDb: () => ({}) }));
vi.mock('firebase/firestore/lite', async () => (await import('@/testing/fake-firestore-lite')).fakeFirestoreLite(fs));
vi.mock('./api/member-file', async (importOriginal) => ({ ...(await importOriginal<typeof import('./api/member-file')>()), fetchMemberFile: files.fetchMemberFile }));

const UID = 'uid-1';
/** Auth's stored session under Remember me (lib/firebase/stored-session.ts). */
const REMEMBERED = 'firebase:authUser:test-key:[DEFAULT]';

/** The browser goes offline or back: navigator.onLine, its event, and the query client's own view of it. */
function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    onlineManager.setOnline(online);
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

beforeEach(() => {
  for (const fn of Object.values(fs)) fn.mockReset();
  fs.getDoc.mockImplementation(async (ref: { path: string }) => ({ id: ref.path.split('/').at(-1), exists: () => false, data: () => undefined }));
  fs.getDocs.mockResolvedValue({ docs: [] });
  files.fetchMemberFile.mockReset();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(async () => {
  onlineManager.setOnline(true);
  vi.restoreAllMocks();
  window.localStorage.clear();
  await wipe();
});

describe('Keep for offline on a detail page', () => {
  it('is hidden with its reason for a sign-in without Remember me', async () => {
    renderScreen(<ArticleDetail state={{ status: 'loaded', data: anArticle({ title: 'Pacing' }) }} />, { session: fakeSession('member') });
    expect(screen.getByText(KEEP_TEXTS.notRemembered)).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Keep/ })).toBeNull();
  });

  it('keeps a publication with its PDF for this account, and says it is kept (pressed)', async () => {
    window.localStorage.setItem(REMEMBERED, '{}');
    files.fetchMemberFile.mockResolvedValue(new Blob(['%PDF-1.4 kept'], { type: 'application/pdf' }));
    const publication = aPublication({ title: 'Sleep and pain', pdf_path: 'publications/p-1/paper.pdf' });
    renderScreen(<PublicationDetail state={{ status: 'loaded', data: publication }} />, { session: fakeSession('member') });
    const toggle = screen.getByRole('button', { name: keepToggleName(false, 'Sleep and pain') });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.setup().click(toggle);
    await vi.waitFor(() => expect(toggle).toHaveAttribute('aria-pressed', 'true'));
    expect(toggle).toHaveAccessibleName(keepToggleName(true, 'Sleep and pain'));
    expect(toggle).toHaveTextContent(KEEP_TEXTS.kept);
    expect(files.fetchMemberFile).toHaveBeenCalledWith('publications/p-1/paper.pdf');
    const kept = await list(UID);
    expect(kept.items.map((item) => [item.kind, item.address, item.file?.source])).toEqual([['publications', publication.id, 'publications/p-1/paper.pdf']]);
  });
});

describe('the kept section of /saved', () => {
  it('shows each kept page with its marker and the space used, and removes one', async () => {
    window.localStorage.setItem(REMEMBERED, '{}');
    await keep(UID, { kind: 'articles', id: 'a-1', address: 'pacing', title: 'Pacing', record: { id: 'a-1', title: 'Pacing' }, file: { source: 'x.pdf', blob: new Blob([new Uint8Array(2_500)]) } });
    await keep(UID, { kind: 'resources', id: 'r-1', address: 'stretches', title: 'Stretches', record: { id: 'r-1', title: 'Stretches' } });
    renderScreen(<KeptSection />, { session: fakeSession('member') });
    const section = await screen.findByRole('region', { name: KEPT_TEXTS.title });
    const items = await within(section).findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]).getByRole('link', { name: 'Stretches' })).toHaveAttribute('href', '/resources/stretches');
    expect(within(items[1]).getByText(KEPT_TEXTS.marker)).toBeVisible();
    expect(within(section).getByText(/2 pages on this device, using 3 kB\./)).toBeVisible();
    await userEvent.setup().click(within(section).getByRole('button', { name: 'Remove: Pacing' }));
    await vi.waitFor(() => expect(within(section).getAllByRole('listitem')).toHaveLength(1));
    expect((await list(UID)).items.map((item) => item.id)).toEqual(['r-1']);
  });

  it('says why nothing can be kept without Remember me', async () => {
    renderScreen(<KeptSection />, { session: fakeSession('member') });
    expect(await screen.findByText(KEEP_TEXTS.notRemembered)).toBeVisible();
  });
});

function OfflineArticle({ slug }: { slug: string }) {
  return <ArticleDetail state={useContentRecord('articles', slug)} />;
}

function OfflineTitles() {
  const state = useContentList('articles');
  return <p data-testid="titles">{state.status === 'loaded' ? state.data.map((item) => item.title).join(',') : state.status}</p>;
}

describe('offline', () => {
  beforeEach(async () => {
    window.localStorage.setItem(REMEMBERED, '{}');
    const article = anArticle({ id: 'a-1', slug: 'pacing', title: 'Pacing your day', content: '<p>Kept body</p>' });
    await keep(UID, { kind: 'articles', id: 'a-1', address: 'pacing', title: article.title, record: article });
  });

  it('a kept article renders from the device, with no read of the server', async () => {
    setOnline(false);
    renderScreen(<OfflineArticle slug="pacing" />, { session: fakeSession('member') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Pacing your day' })).toBeVisible();
    expect(await screen.findByText('Kept body')).toBeVisible();
    expect(fs.getDoc).not.toHaveBeenCalledWith(expect.objectContaining({ path: expect.stringContaining('articles') }));
  });

  it('an article that was not kept says it needs a connection', async () => {
    setOnline(false);
    renderScreen(<OfflineArticle slug="elsewhere" />, { session: fakeSession('member') });
    expect(await screen.findByRole('heading', { name: OFFLINE_TEXTS.needsTitle })).toBeVisible();
  });

  it('a list shows only the kept pages', async () => {
    setOnline(false);
    renderScreen(<OfflineTitles />, { session: fakeSession('member') });
    await vi.waitFor(() => expect(screen.getByTestId('titles')).toHaveTextContent('Pacing your day'));
    expect(fs.getDocs).not.toHaveBeenCalled();
  });
});
