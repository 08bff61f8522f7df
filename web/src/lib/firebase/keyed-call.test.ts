import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FunctionsError } from 'firebase/functions';
import { IDEMPOTENCY_KEY_PATTERN } from '@common/idempotency';

const call = vi.fn();
const httpsCallable = vi.fn((_functions: unknown, _name: string) => call);
vi.mock('firebase/functions', async (importOriginal) => ({
  ...(await importOriginal<typeof import('firebase/functions')>()),
  httpsCallable: (functions: unknown, name: string) => httpsCallable(functions, name),
}));
vi.mock('./functions', () => ({ getAppFunctions: () => ({}) }));

const { callKeyed } = await import('./keyed-call');

const keysSent = () => call.mock.calls.map(([data]) => (data as { idempotencyKey: string }).idempotencyKey);
const lostAnswer = () => new FunctionsError('unavailable', 'network');

describe('callKeyed', () => {
  beforeEach(() => call.mockReset());

  it('sends the input with a key, and reuses the key when the same call is tried again after a network failure', async () => {
    call.mockRejectedValueOnce(lostAnswer()).mockResolvedValueOnce({ data: { codes: ['1234'] } });
    await expect(callKeyed('generateMembershipCodes', { count: 1, unbound: true })).rejects.toThrow();
    await expect(callKeyed('generateMembershipCodes', { count: 1, unbound: true })).resolves.toEqual({ codes: ['1234'] });

    expect(httpsCallable).toHaveBeenCalledWith({}, 'generateMembershipCodes');
    expect(call.mock.calls[0]![0]).toMatchObject({ count: 1, unbound: true });
    const [first, retry] = keysSent();
    expect(first).toMatch(IDEMPOTENCY_KEY_PATTERN);
    expect(retry).toBe(first);
  });

  it('a new key for the next action after a success, and for changed input', async () => {
    call.mockResolvedValueOnce({ data: { code: '1234' } }).mockResolvedValueOnce({ data: { code: '1234' } }).mockRejectedValueOnce(lostAnswer()).mockResolvedValue({ data: { code: '4321' } });
    await callKeyed('resetMembershipCode', { code: '1234' });
    await callKeyed('resetMembershipCode', { code: '1234' });
    await expect(callKeyed('resetMembershipCode', { code: '4321' })).rejects.toThrow();
    await callKeyed('resetMembershipCode', { code: '5555' });
    expect(new Set(keysSent()).size).toBe(4);
  });

  it('keeps the keys of different callables apart', async () => {
    call.mockRejectedValueOnce(lostAnswer()).mockRejectedValueOnce(lostAnswer()).mockResolvedValueOnce({ data: { retired: 0 } });
    await expect(callKeyed('retireUnusedCodes', {})).rejects.toThrow();
    await expect(callKeyed('resetCodeBreaker', {})).rejects.toThrow();
    await expect(callKeyed('retireUnusedCodes', {})).resolves.toEqual({ retired: 0 });
    const [retire, breaker, retireAgain] = keysSent();
    expect(retireAgain).toBe(retire);
    expect(breaker).not.toBe(retire);
  });
});
