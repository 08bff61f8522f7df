import { describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_PATTERN } from '@common/idempotency';
import { actionKeys } from './action-keys';

const networkFailure = () => Promise.reject(new Error('unavailable'));

describe('actionKeys: one key per user action', () => {
  it('makes a key the server accepts (crypto.randomUUID)', async () => {
    let sent = '';
    await actionKeys().run({ count: 1 }, (key) => Promise.resolve((sent = key)));
    expect(sent).toMatch(IDEMPOTENCY_KEY_PATTERN);
  });

  it('sends the same key when the action is tried again after a failure with the same input', async () => {
    const keys = actionKeys();
    const sent: string[] = [];
    await expect(keys.run({ count: 5, unbound: true }, (key) => (sent.push(key), networkFailure()))).rejects.toThrow('unavailable');
    await expect(keys.run({ count: 5, unbound: true }, (key) => (sent.push(key), networkFailure()))).rejects.toThrow('unavailable');
    await keys.run({ count: 5, unbound: true }, (key) => Promise.resolve(sent.push(key)));
    expect(sent).toHaveLength(3);
    expect(new Set(sent).size).toBe(1);
  });

  it('makes a new key after a success (the next press is a new action) and for another input', async () => {
    const keys = actionKeys();
    const sent: string[] = [];
    const send = (key: string) => Promise.resolve(sent.push(key));
    await keys.run({ code: '1234' }, send);
    await keys.run({ code: '1234' }, send);
    await expect(keys.run({ code: '5678' }, (key) => (sent.push(key), networkFailure()))).rejects.toThrow();
    await keys.run({ code: '9999' }, send);
    expect(new Set(sent).size).toBe(4);
  });

  it('keeps the key of a failed action while another action succeeds in between', async () => {
    const keys = actionKeys();
    const sent: string[] = [];
    await expect(keys.run({ code: '1234' }, (key) => (sent.push(key), networkFailure()))).rejects.toThrow();
    await keys.run({ code: '5678' }, (key) => Promise.resolve(sent.push(key)));
    await keys.run({ code: '1234' }, (key) => Promise.resolve(sent.push(key)));
    expect(sent[2]).toBe(sent[0]);
    expect(sent[1]).not.toBe(sent[0]);
  });

  it('shares the key between two presses while the first still runs (a double click)', async () => {
    const keys = actionKeys();
    const sent: string[] = [];
    let finish: () => void = () => {};
    const first = keys.run({ ticketId: 't1' }, (key) => (sent.push(key), new Promise<void>((resolve) => (finish = resolve))));
    const second = keys.run({ ticketId: 't1' }, (key) => Promise.resolve(sent.push(key)));
    await second;
    finish();
    await first;
    expect(sent[1]).toBe(sent[0]);
  });
});
