import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen } from '@/testing/render';
import { fakeSession } from '@/testing/session';
import { SAVE_TEXTS } from '../components/save-toggle';
import { SavedScreen } from './saved-screen';

const fs = vi.hoisted(() => ({ getDocs: vi.fn(), getDoc: vi.fn(), commit: vi.fn() }));

vi.mock('@/lib/firebase/firestore', async (importOriginal) => ({ ...(await importOriginal<typeof import('@/lib/firebase/firestore')>()), getDb: () => ({}) }));
vi.mock('firebase/firestore/lite', async () => (await import('@/testing/fake-firestore-lite')).fakeFirestoreLite(fs));

const ARTICLE = { id: 'a-1', title: 'Pacing your day' };
const RESOURCE = { id: 'r-1', title: 'Gentle stretches' };

beforeEach(() => {
  for (const fn of Object.values(fs)) fn.mockReset();
  // The member keeps both, the resource saved last.
  const kept = [
    { id: `articles__${ARTICLE.id}`, data: () => ({ kind: 'articles', id: ARTICLE.id, saved_at: new Date(1) }) },
    { id: `resources__${RESOURCE.id}`, data: () => ({ kind: 'resources', id: RESOURCE.id, saved_at: new Date(2) }) },
  ];
  fs.getDocs.mockImplementation(async (q: { constraints: ({ op: string; value: string[] } | null)[] }) => {
    const ids = q.constraints.find((c) => c?.op === 'in')?.value;
    return { docs: ids ? kept.filter((d) => ids.includes(d.id)) : kept };
  });
  fs.getDoc.mockImplementation(async (ref: { path: string }) => {
    if (ref.path === 'saved_items/uid-1') return { exists: () => true, data: () => ({ count: 2, last: '' }) };
    const id = ref.path.split('/').at(-1)!;
    const title = [ARTICLE, RESOURCE].find((record) => record.id === id)?.title;
    return { id, exists: () => Boolean(title), data: () => ({ title, slug: id }) };
  });
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

async function openSaved() {
  renderScreen(<SavedScreen />, { session: fakeSession('member'), path: '/saved' });
  await screen.findByRole('heading', { level: 3, name: RESOURCE.title });
}

describe('/saved', () => {
  it('lists the saved records under their kinds, and a removal hides its card at once and for good', async () => {
    fs.commit.mockResolvedValue(undefined);
    await openSaved();
    expect(within(screen.getByRole('region', { name: 'Articles' })).getByRole('heading', { level: 3, name: ARTICLE.title })).toBeVisible();
    await userEvent.setup().click(screen.getByRole('button', { name: `Remove: ${RESOURCE.title}` }));
    expect(screen.queryByRole('region', { name: 'Resources' })).toBeNull();
    await vi.waitFor(() => expect(fs.commit).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('region', { name: 'Resources' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('puts a card back in its place and says so when the removal fails', async () => {
    let fail!: (error: Error) => void;
    fs.commit.mockImplementation(() => new Promise<void>((_resolve, reject) => (fail = reject)));
    await openSaved();
    await userEvent.setup().click(screen.getByRole('button', { name: `Remove: ${RESOURCE.title}` }));
    // Gone at once, before the write is done.
    expect(screen.queryByRole('region', { name: 'Resources' })).toBeNull();
    await vi.waitFor(() => expect(fs.commit).toHaveBeenCalledTimes(1));
    fail(Object.assign(new Error('offline'), { code: 'unavailable' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(SAVE_TEXTS.removeFailed);
    const resources = await screen.findByRole('region', { name: 'Resources' });
    expect(within(resources).getByRole('heading', { level: 3, name: RESOURCE.title })).toBeVisible();
    // Still saved, as its card's own toggle says.
    expect(within(resources).getByRole('button', { name: `Remove from saved: ${RESOURCE.title}` })).toBeVisible();
  });

  it('puts a record back and says so when its Save toggle fails to remove it', async () => {
    let fail!: (error: Error) => void;
    fs.commit.mockImplementation(() => new Promise<void>((_resolve, reject) => (fail = reject)));
    await openSaved();
    const toggle = await screen.findByRole('button', { name: `Remove from saved: ${ARTICLE.title}` });
    await vi.waitFor(() => expect(toggle).toHaveAttribute('aria-disabled', 'false'));
    await userEvent.setup().click(toggle);
    expect(screen.queryByRole('region', { name: 'Articles' })).toBeNull();
    await vi.waitFor(() => expect(fs.commit).toHaveBeenCalledTimes(1));
    fail(Object.assign(new Error('offline'), { code: 'unavailable' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(SAVE_TEXTS.removeFailed);
    expect(within(await screen.findByRole('region', { name: 'Articles' })).getByRole('heading', { level: 3, name: ARTICLE.title })).toBeVisible();
  });
});
