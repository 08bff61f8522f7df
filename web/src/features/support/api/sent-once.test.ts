import { beforeEach, describe, expect, it, vi } from 'vitest';
import { initializeApp } from 'firebase/app';
import { getFirestore } from 'firebase/firestore/lite';

const { countedWrite, getDoc } = vi.hoisted(() => ({ countedWrite: vi.fn(), getDoc: vi.fn() }));
vi.mock('./support-limit', () => ({ countedWrite }));
vi.mock('firebase/firestore/lite', async (importOriginal) => ({ ...(await importOriginal<typeof import('firebase/firestore/lite')>()), getDoc }));
// A real (lite) Firestore only to make ids and references: nothing here reaches a server.
const db = getFirestore(initializeApp({ projectId: 'demo-sent-once', apiKey: 'demo' }, 'sent-once-test'));
vi.mock('@/lib/firebase/firestore', async (importOriginal) => ({ ...(await importOriginal<typeof import('@/lib/firebase/firestore')>()), getDb: () => db }));

const { createSupportTicket } = await import('./tickets');
const { sendFollowUp } = await import('./thread');

/** Firestore's errors as the SDK throws them: a message and a code. */
const lost = () => Object.assign(new Error('network'), { code: 'unavailable' });
const duplicate = () => Object.assign(new Error('refused'), { code: 'permission-denied' });
/** The names the day's count was written with: a request's id, or `{ticketId}/{messageId}`. */
const namesWritten = () => countedWrite.mock.calls.map(([, name]) => name as string);
const request = { subject: 'Parking', message: 'Where do I park?' };

beforeEach(() => {
  countedWrite.mockReset();
  getDoc.mockReset().mockResolvedValue({ exists: () => false });
});

describe('a request sent again after a failure', () => {
  it('goes to the same id; refused as a duplicate of one that arrived, it is sent', async () => {
    countedWrite.mockRejectedValueOnce(lost()).mockRejectedValueOnce(duplicate());
    getDoc.mockResolvedValue({ exists: () => true });
    await expect(createSupportTicket('uid-1', request)).rejects.toThrow('network');
    const id = await createSupportTicket('uid-1', { ...request });

    const [first, retry] = namesWritten();
    expect(retry).toBe(first);
    expect(id).toBe(first);
    expect(getDoc.mock.calls[0]![0].path).toBe(`support_tickets/${id}`);
  });

  it('a refusal while nothing arrived under the id is a refusal', async () => {
    countedWrite.mockRejectedValueOnce(duplicate());
    await expect(createSupportTicket('uid-1', request)).rejects.toThrow('refused');
  });

  it('the next request after one was sent, or a changed one, gets a new id', async () => {
    countedWrite.mockResolvedValueOnce(undefined).mockResolvedValueOnce(undefined).mockRejectedValueOnce(lost()).mockResolvedValueOnce(undefined);
    await createSupportTicket('uid-1', request);
    await createSupportTicket('uid-1', request);
    await expect(createSupportTicket('uid-1', request)).rejects.toThrow();
    await createSupportTicket('uid-1', { ...request, message: 'Where do I park, please?' });
    expect(new Set(namesWritten()).size).toBe(4);
  });
});

describe('a follow-up sent again after a failure', () => {
  it('goes to the same message id; refused as a duplicate of one that arrived, it is sent', async () => {
    countedWrite.mockRejectedValueOnce(lost()).mockRejectedValueOnce(duplicate());
    getDoc.mockResolvedValue({ exists: () => true });
    await expect(sendFollowUp('uid-1', 't1', 'open', 'Any news?')).rejects.toThrow('network');
    await expect(sendFollowUp('uid-1', 't1', 'open', 'Any news?')).resolves.toBeUndefined();

    const [first, retry] = namesWritten();
    expect(first).toMatch(/^t1\/[A-Za-z0-9]{20}$/);
    expect(retry).toBe(first);
    expect(getDoc.mock.calls[0]![0].path).toBe(`support_tickets/${first}`.replace('t1/', 't1/messages/'));
  });

  it('another text is another follow-up', async () => {
    countedWrite.mockRejectedValueOnce(lost()).mockResolvedValueOnce(undefined);
    await expect(sendFollowUp('uid-1', 't1', 'open', 'Any news?')).rejects.toThrow();
    await sendFollowUp('uid-1', 't1', 'open', 'Any news at all?');
    const [first, second] = namesWritten();
    expect(second).not.toBe(first);
  });
});
