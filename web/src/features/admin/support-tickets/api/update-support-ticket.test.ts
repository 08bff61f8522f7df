import { beforeEach, describe, expect, it, vi } from 'vitest';

const updateDoc = vi.fn();
const SERVER_TIME = { serverTimestamp: true };
vi.mock('firebase/firestore/lite', () => ({
  doc: (_db: unknown, collection: string, id: string) => ({ path: `${collection}/${id}` }),
  serverTimestamp: () => SERVER_TIME,
  updateDoc: (...args: unknown[]) => updateDoc(...args),
}));
vi.mock('@/lib/firebase/firestore', () => ({ getDb: () => ({}) }));

const { updateSupportTicket } = await import('./update-support-ticket');

describe('updateSupportTicket', () => {
  beforeEach(() => updateDoc.mockReset().mockResolvedValue(undefined));

  it('writes status, notes and the server time; no responded_at while in progress', async () => {
    await updateSupportTicket('t1', { status: 'in_progress', adminNotes: 'Looking into it' });
    expect(updateDoc).toHaveBeenCalledWith(
      { path: 'support_tickets/t1' },
      { status: 'in_progress', admin_notes: 'Looking into it', updated_at: SERVER_TIME },
    );
  });

  it.each(['resolved', 'closed'] as const)('stamps responded_at when %s', async (status) => {
    await updateSupportTicket('t2', { status, adminNotes: '' });
    expect(updateDoc).toHaveBeenCalledWith(
      { path: 'support_tickets/t2' },
      { status, admin_notes: '', updated_at: SERVER_TIME, responded_at: SERVER_TIME },
    );
  });
});
