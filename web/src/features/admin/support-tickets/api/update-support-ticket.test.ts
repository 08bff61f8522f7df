import { beforeEach, describe, expect, it, vi } from 'vitest';
import { IDEMPOTENCY_KEY_PATTERN } from '@common/idempotency';

const call = vi.fn();
const httpsCallable = vi.fn((_functions: unknown, _name: string) => call);
vi.mock('firebase/functions', () => ({ httpsCallable: (functions: unknown, name: string) => httpsCallable(functions, name) }));
vi.mock('@/lib/firebase/functions', () => ({ getAppFunctions: () => ({}) }));

const { updateSupportTicket } = await import('./update-support-ticket');

describe('updateSupportTicket', () => {
  beforeEach(() => call.mockReset().mockResolvedValue({ data: { ticketId: 't1', status: 'resolved' } }));

  it('calls updateSupportTicket with the ticket id, the status and the notes', async () => {
    await expect(updateSupportTicket('t1', { status: 'resolved', notes: 'Called back' })).resolves.toEqual({ ticketId: 't1', status: 'resolved' });
    expect(httpsCallable).toHaveBeenCalledWith({}, 'updateSupportTicket');
    expect(call).toHaveBeenCalledWith({ ticketId: 't1', status: 'resolved', notes: 'Called back', idempotencyKey: expect.stringMatching(IDEMPOTENCY_KEY_PATTERN) });
  });
});
