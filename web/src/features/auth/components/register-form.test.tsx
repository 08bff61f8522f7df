import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FirebaseError } from 'firebase/app';
import { renderScreen } from '@/testing/render';
import { RegisterForm } from './register-form';

const { registerAccount } = vi.hoisted(() => ({ registerAccount: vi.fn() }));
vi.mock('../api/register-account', () => ({ registerAccount }));

beforeEach(() => {
  registerAccount.mockReset().mockResolvedValue({ uid: 'u1' });
  vi.spyOn(console, 'error').mockImplementation(() => {}).mockClear();
});

const field = (name: string) => screen.getByLabelText(name, { selector: 'input' });

async function fill(values: Partial<Record<'Full Name' | 'Email' | 'Password' | 'Confirm Password', string>>, terms = true) {
  const user = userEvent.setup();
  for (const [label, value] of Object.entries(values)) {
    if (value) await user.type(field(label), value);
  }
  if (terms) await user.click(screen.getByRole('checkbox', { name: 'I agree to the Terms of Service and Privacy Policy' }));
  await user.click(screen.getByRole('button', { name: 'Create Account' }));
}

describe('RegisterForm', () => {
  it('links the terms checkbox to the Terms of Service and Privacy Policy, opening in a new tab', () => {
    renderScreen(<RegisterForm />);
    for (const [name, href] of [
      ['Terms of Service', '/terms'],
      ['Privacy Policy', '/privacy'],
    ]) {
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
    }
    expect(screen.getByRole('checkbox', { name: 'I agree to the Terms of Service and Privacy Policy' })).not.toBeChecked();
  });

  it('shows every required-field message (docs/product.md §5)', async () => {
    renderScreen(<RegisterForm />);
    expect(screen.getByRole('heading', { level: 1, name: 'Create Account' })).toBeInTheDocument();
    await fill({}, false);
    for (const text of ['Name is required', 'Email is required', 'Password is required']) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    const terms = screen.getByRole('checkbox', { name: 'I agree to the Terms of Service and Privacy Policy' });
    expect(terms).toHaveAttribute('aria-invalid', 'true');
    expect(terms).toHaveAccessibleDescription('Please agree to the Terms of Service and Privacy Policy to continue');
    expect(field('Full Name')).toHaveFocus();
    expect(registerAccount).not.toHaveBeenCalled();
  });

  it('checks the e-mail shape, the password length and the confirmation', async () => {
    renderScreen(<RegisterForm />);
    await fill({ 'Full Name': 'Pat', Email: 'pat@example', Password: 'short', 'Confirm Password': 'shorter' });
    expect(screen.getByText('Email is invalid')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(field('Email')).toHaveFocus();
    expect(registerAccount).not.toHaveBeenCalled();
  });

  it('creates the account with the full name', async () => {
    const onPendingChange = vi.fn();
    renderScreen(<RegisterForm onPendingChange={onPendingChange} />);
    await fill({ 'Full Name': 'Pat Example', Email: 'pat@example.org', Password: 'longenough', 'Confirm Password': 'longenough' });
    await waitFor(() => expect(onPendingChange).toHaveBeenLastCalledWith(false));
    expect(registerAccount).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'Pat Example', email: 'pat@example.org', password: 'longenough' }),
    );
  });

  it("shows the screen's message for a failure and logs the helper's", async () => {
    const offline = new FirebaseError('auth/network-request-failed', 'offline');
    registerAccount.mockRejectedValueOnce(offline);
    renderScreen(<RegisterForm />);
    await fill({ 'Full Name': 'Pat Example', Email: 'pat@example.org', Password: 'longenough', 'Confirm Password': 'longenough' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to create account. Please try again.');
    expect(console.error).toHaveBeenLastCalledWith('Registration failed. Please try again later.', offline);

    const bug = new TypeError('bug');
    registerAccount.mockRejectedValueOnce(bug);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(console.error).toHaveBeenLastCalledWith('Registration failed. Please try again later.', bug));
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to create account. Please try again.');
  });

  it('tells someone whose address has an account to sign in, logging nothing', async () => {
    registerAccount.mockRejectedValueOnce(new FirebaseError('auth/email-already-in-use', 'taken'));
    renderScreen(<RegisterForm />);
    await fill({ 'Full Name': 'Pat Example', Email: 'pat@example.org', Password: 'longenough', 'Confirm Password': 'longenough' });
    expect(await screen.findByRole('alert')).toHaveTextContent('An account already uses this e-mail address. Please sign in instead.');
    expect(console.error).not.toHaveBeenCalled();
  });
});
