import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FirebaseError } from 'firebase/app';

const { sendPasswordResetEmail } = vi.hoisted(() => ({ sendPasswordResetEmail: vi.fn() }));
vi.mock('firebase/auth', () => ({ sendPasswordResetEmail }));
vi.mock('@/lib/firebase/auth', () => ({ getAppAuth: () => ({ name: 'fake-auth' }) }));

const { sendPasswordReset } = await import('./send-password-reset');

describe('sendPasswordReset', () => {
  beforeEach(() => {
    sendPasswordResetEmail.mockReset();
  });

  it('sends the real reset e-mail to the trimmed address', async () => {
    sendPasswordResetEmail.mockResolvedValue(undefined);
    await sendPasswordReset('  pat@example.org ');
    expect(sendPasswordResetEmail).toHaveBeenCalledWith({ name: 'fake-auth' }, 'pat@example.org');
  });

  it('resolves for an address without an account', async () => {
    sendPasswordResetEmail.mockRejectedValue(new FirebaseError('auth/user-not-found', 'no user'));
    await expect(sendPasswordReset('nobody@example.org')).resolves.toBeUndefined();
  });

  it('passes other failures on', async () => {
    sendPasswordResetEmail.mockRejectedValue(new FirebaseError('auth/network-request-failed', 'offline'));
    await expect(sendPasswordReset('pat@example.org')).rejects.toThrow('offline');
  });
});
