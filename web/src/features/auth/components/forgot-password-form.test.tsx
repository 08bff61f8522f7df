import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FirebaseError } from 'firebase/app';
import { renderScreen } from '@/testing/render';
import { ForgotPasswordForm } from './forgot-password-form';

const { sendPasswordReset } = vi.hoisted(() => ({ sendPasswordReset: vi.fn() }));
vi.mock('../api/send-password-reset', () => ({ sendPasswordReset }));

beforeEach(() => {
  sendPasswordReset.mockReset().mockResolvedValue(undefined);
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

async function submit(email: string) {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByRole('textbox', { name: 'Email' }), email);
  await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
  return user;
}

describe('ForgotPasswordForm', () => {
  it('validates the address before sending', async () => {
    renderScreen(<ForgotPasswordForm />);
    expect(screen.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeInTheDocument();
    await submit('');
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(sendPasswordReset).not.toHaveBeenCalled();
  });

  it('sends the reset e-mail and shows "Check your email", with Try again and Return to login', async () => {
    renderScreen(<ForgotPasswordForm />);
    const user = await submit('pat@example.org');
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toHaveFocus();
    expect(sendPasswordReset).toHaveBeenCalledWith('pat@example.org');
    expect(screen.getByRole('link', { name: 'Return to login' })).toHaveAttribute('href', '/login');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByRole('button', { name: 'Send Reset Link' })).toBeInTheDocument();
  });

  it('shows the failure message when sending fails, and logs the failure', async () => {
    const offline = new FirebaseError('auth/network-request-failed', 'offline');
    sendPasswordReset.mockRejectedValue(offline);
    renderScreen(<ForgotPasswordForm />);
    await submit('pat@example.org');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to send reset email. Please try again later.');
    expect(console.error).toHaveBeenCalledWith('Password reset e-mail failed', offline);
    expect(screen.queryByText('Check your email')).not.toBeInTheDocument();
  });
});
