import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { Timestamp } from 'firebase/firestore/lite';
import { renderScreen } from '@/testing/render';
import { fakeSession } from '@/testing/session';
import { THREAD_MESSAGES_PAGE } from '../api/thread';
import { SupportThreadScreen, THREAD_TEXT } from './support-thread-screen';

/** The stored messages of ticket t-1, oldest first: a read asks for them newest first. */
const store = vi.hoisted(() => ({
  messages: [] as { id: string; text: string; at: number }[],
  /** The ticket's fields beyond the request's own (a staff reply's time, when the member saw it). */
  ticket: {} as Record<string, unknown>,
  reads: [] as string[],
  updates: [] as unknown[],
}));

vi.mock('@/lib/firebase/firestore', async (importOriginal) => ({ ...(await importOriginal<typeof import('@/lib/firebase/firestore')>()), getDb: () => ({}) }));
vi.mock('firebase/firestore/lite', async (importOriginal) => {
  const real = await importOriginal<typeof import('firebase/firestore/lite')>();
  return {
  ...real,
  doc: (_db: unknown, ...path: string[]) => ({ path: path.join('/') }),
  collection: (parent: { path: string }, name: string) => ({ path: `${parent.path}/${name}` }),
  orderBy: (field: string, direction: string) => ({ orderBy: [field, direction] }),
  startAfter: (after: { id: string }) => ({ after: after.id }),
  limit: (count: number) => ({ limit: count }),
  query: (ref: { path: string }, ...constraints: object[]) => ({ path: ref.path, ...Object.assign({}, ...constraints) }),
  serverTimestamp: () => 'server-time',
  updateDoc: vi.fn(async (_ref: unknown, data: unknown) => {
    store.updates.push(data);
    store.ticket.member_seen_at = real.Timestamp.fromMillis(5000);
  }),
  getDoc: vi.fn(async (ref: { path: string }) => ({
    id: 't-1',
    ref,
    exists: () => ref.path === 'support_tickets/t-1',
    data: () => ({ user_id: 'uid-1', subject: 'Knee pain', message: 'The request itself', status: 'open', created_at: new Date(0), ...store.ticket }),
  })),
  getDocs: vi.fn(async (q: { after?: string; limit: number }) => {
    store.reads.push(q.after ?? 'newest');
    const newestFirst = [...store.messages].reverse();
    const from = q.after ? newestFirst.findIndex((m) => m.id === q.after) + 1 : 0;
    const docs = newestFirst.slice(from, from + q.limit).map((m) => ({ id: m.id, data: () => ({ from: 'member', text: m.text, created_at: new Date(m.at) }) }));
    return { docs };
  }),
  };
});

beforeEach(() => {
  store.reads = [];
  store.updates = [];
  store.ticket = {};
});

function renderThread() {
  return renderScreen(
    <Routes>
      <Route path="/support/:id" element={<SupportThreadScreen />} />
    </Routes>,
    { session: fakeSession('member'), path: '/support/t-1' },
  );
}

const shownTexts = () => within(screen.getByRole('list', { name: 'Messages' })).getAllByRole('listitem').map((li) => li.textContent ?? '');

describe("a member's thread", () => {
  it('shows the request and every message, oldest first, with nothing more to read when it is short', async () => {
    store.messages = [
      { id: 'm1', text: 'First follow-up', at: 1000 },
      { id: 'm2', text: 'Second follow-up', at: 2000 },
    ];
    renderThread();
    await screen.findByText('Second follow-up');
    expect(shownTexts().map((text) => text.match(/The request itself|First follow-up|Second follow-up/)?.[0])).toEqual(['The request itself', 'First follow-up', 'Second follow-up']);
    expect(screen.queryByRole('button', { name: THREAD_TEXT.earlier })).toBeNull();
    expect(store.reads).toEqual(['newest']);
  });

  it('shows the request and the newest messages of a long thread, and the earlier ones on asking, focusing the first it brought', async () => {
    const count = THREAD_MESSAGES_PAGE + 3;
    store.messages = Array.from({ length: count }, (_, i) => ({ id: `m${i + 1}`, text: `Message number ${i + 1}.`, at: (i + 1) * 1000 }));
    renderThread();
    await screen.findByText(`Message number ${count}.`);
    // The request, the button, then the newest page.
    expect(shownTexts()).toHaveLength(1 + 1 + THREAD_MESSAGES_PAGE);
    expect(screen.queryByText('Message number 3.')).toBeNull();
    expect(screen.getByText('Message number 4.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: THREAD_TEXT.earlier }));
    await screen.findByText('Message number 1.');
    await waitFor(() => expect(screen.getByText('Message number 1.').closest('li')).toHaveFocus());
    expect(screen.queryByRole('button', { name: THREAD_TEXT.earlier })).toBeNull();
    const texts = shownTexts();
    expect(texts).toHaveLength(1 + count);
    expect(texts[0]).toContain('The request itself');
    expect(texts.slice(1).map((text) => Number(/Message number (\d+)\./.exec(text)?.[1]))).toEqual(Array.from({ length: count }, (_, i) => i + 1));
    // Each message read once: the newest page, then the ones before its oldest.
    expect(store.reads).toEqual(['newest', 'm4']);
  });

  it('marks a new reply seen once, and reads the thread again on the next visit (a reply since then shows)', async () => {
    store.messages = [{ id: 'm1', text: 'A reply from staff', at: 1000 }];
    store.ticket = { last_reply_at: Timestamp.fromMillis(1000), member_seen_at: null };
    const first = renderThread();
    await screen.findByText('A reply from staff');
    await waitFor(() => expect(store.updates).toEqual([{ member_seen_at: 'server-time' }]));
    first.unmount();

    store.messages.push({ id: 'm2', text: 'Another reply', at: 2000 });
    renderThread();
    // The last answer at once, then the new one.
    expect(screen.getByText('A reply from staff')).toBeInTheDocument();
    await screen.findByText('Another reply');
    expect(store.reads).toEqual(['newest', 'newest']);
    expect(store.updates).toHaveLength(1);
  });
});
