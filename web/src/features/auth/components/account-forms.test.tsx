import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FirebaseError } from 'firebase/app';
import { renderScreen } from '@/testing/render';
import { PasswordForm } from './account-forms';

const { changePassword, codeChallenge } = vi.hoisted(() => ({ changePassword: vi.fn(), codeChallenge: vi.fn() }));
vi.mock('../api/my-account', () => ({ changePassword, changeEmail: vi.fn(), updateMyName: vi.fn() }));
vi.mock('../api/second-factor', () => ({ codeChallenge }));

const required = new FirebaseError('auth/multi-factor-auth-required', 'second factor');
const challenge = { phoneHint: '+*******0123', send: vi.fn(async () => {}), confirm: vi.fn(async () => ({})) };

beforeEach(() => {
  codeChallenge.mockReset().mockReturnValue(challenge);
  challenge.confirm.mockClear();
  // What my-account.ts does: the re-authentication's second-factor refusal goes to the code step, then on.
  changePassword.mockReset().mockImplementation(async (_current: string, _next: string, secondFactor: (error: unknown) => Promise<void>) => {
    await secondFactor(required);
  });
});

async function submitPasswords() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Current Password'), 'old-password');
  await user.type(screen.getByLabelText('New Password'), 'A-new-password-1');
  await user.type(screen.getByLabelText('Confirm New Password'), 'A-new-password-1');
  await user.click(screen.getByRole('button', { name: 'Change password' }));
  return user;
}

describe('a re-authentication of an account with a second factor', () => {
  it('asks for the SMS code in place, then finishes the change', async () => {
    renderScreen(<PasswordForm />);
    const user = await submitPasswords();
    const dialog = await screen.findByRole('dialog', { name: 'Confirm it is you' });
    expect(codeChallenge).toHaveBeenCalledWith(required);
    await user.type(await screen.findByRole('textbox', { name: 'SMS code' }), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(/^Your password was changed\./)).toBeInTheDocument();
    expect(challenge.confirm).toHaveBeenCalledWith('123456');
    expect(dialog).not.toBeInTheDocument();
  });

  it('says that nothing changed when the code step is cancelled', async () => {
    renderScreen(<PasswordForm />);
    const user = await submitPasswords();
    await screen.findByRole('dialog', { name: 'Confirm it is you' });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Nothing was changed: the code sent by SMS was not entered.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
