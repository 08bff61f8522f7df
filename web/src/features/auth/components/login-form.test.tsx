import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FirebaseError } from 'firebase/app';
import { fakeSession } from '@/testing/session';
import { renderScreen } from '@/testing/render';
import { LoginForm } from './login-form';

const { signInWithPassword, syncOwnerRole, codeChallenge } = vi.hoisted(() => ({
  signInWithPassword: vi.fn(),
  syncOwnerRole: vi.fn(),
  codeChallenge: vi.fn(),
}));
vi.mock('../api/sign-in', () => ({ signInWithPassword }));
vi.mock('../api/claim-owner-role', () => ({ syncOwnerRole }));
vi.mock('../api/second-factor', () => ({ codeChallenge }));

const fakeUser = { uid: 'u1' };

beforeEach(() => {
  signInWithPassword.mockReset().mockResolvedValue(fakeUser);
  syncOwnerRole.mockReset().mockResolvedValue(undefined);
  vi.spyOn(console, 'error').mockImplementation(() => {}).mockClear();
});

async function fillAndSubmit(email: string, password: string) {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText('Email'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  return user;
}

describe('LoginForm', () => {
  it('shows the page parts of the contract', () => {
    renderScreen(<LoginForm />);
    expect(screen.getByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('type', 'email');
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/register');
  });

  it('requires e-mail and password before calling Firebase', async () => {
    renderScreen(<LoginForm />);
    await fillAndSubmit('', '');
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Email is required');
    expect(email).toHaveFocus();
    expect(signInWithPassword).not.toHaveBeenCalled();
  });

  it('clears an error once the field is fixed', async () => {
    renderScreen(<LoginForm />);
    const user = await fillAndSubmit('', 'secret');
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'a');
    expect(screen.queryByText('Email is required')).not.toBeInTheDocument();
  });

  it('signs in with the Remember me choice, then checks the owner role', async () => {
    const session = fakeSession();
    renderScreen(<LoginForm />, { session });
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await fillAndSubmit('pat@example.org', 'secret-pass');
    await waitFor(() => expect(syncOwnerRole).toHaveBeenCalledWith(fakeUser, session.refreshClaims));
    expect(signInWithPassword).toHaveBeenCalledWith({ email: 'pat@example.org', password: 'secret-pass', remember: true });
  });

  it('passes remember: false when the box stays unchecked', async () => {
    renderScreen(<LoginForm />);
    await fillAndSubmit('pat@example.org', 'secret-pass');
    await waitFor(() => expect(signInWithPassword).toHaveBeenCalledWith(expect.objectContaining({ remember: false })));
  });

  it('reports wrong credentials', async () => {
    signInWithPassword.mockRejectedValue(new FirebaseError('auth/invalid-credential', 'bad'));
    renderScreen(<LoginForm />);
    await fillAndSubmit('pat@example.org', 'wrong-pass');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password. Please try again.');
    expect(syncOwnerRole).not.toHaveBeenCalled();
    expect(console.error).not.toHaveBeenCalled();
  });

  it('shows the page wrapper message for other failures and logs them', async () => {
    const offline = new FirebaseError('auth/network-request-failed', 'offline');
    signInWithPassword.mockRejectedValue(offline);
    renderScreen(<LoginForm />);
    await fillAndSubmit('pat@example.org', 'secret-pass');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to log in. Please check your credentials and try again.',
    );
    expect(console.error).toHaveBeenCalledWith('Sign-in failed', offline);
  });

  it('tells its route while the sign-in is pending', async () => {
    const onPendingChange = vi.fn();
    renderScreen(<LoginForm onPendingChange={onPendingChange} />);
    await fillAndSubmit('pat@example.org', 'secret-pass');
    await waitFor(() => expect(onPendingChange).toHaveBeenLastCalledWith(false));
    expect(onPendingChange).toHaveBeenNthCalledWith(1, true);
  });

  it('asks for the SMS code when Firebase wants the second factor, then finishes the sign-in', async () => {
    const required = new FirebaseError('auth/multi-factor-auth-required', 'second factor');
    signInWithPassword.mockRejectedValue(required);
    const challenge = { phoneHint: '+*******0123', send: vi.fn(async () => {}), confirm: vi.fn(async () => ({ user: fakeUser })) };
    codeChallenge.mockReturnValue(challenge);
    const session = fakeSession();
    renderScreen(<LoginForm />, { session });
    const user = await fillAndSubmit('staff@example.org', 'secret-pass');
    expect(await screen.findByRole('heading', { level: 1, name: 'Enter your sign-in code' })).toBeInTheDocument();
    expect(codeChallenge).toHaveBeenCalledWith(required);
    expect(await screen.findByText('We sent a 6-digit code by SMS to +*******0123.')).toBeInTheDocument();
    expect(challenge.send).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(syncOwnerRole).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('SMS code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(syncOwnerRole).toHaveBeenCalledWith(fakeUser, session.refreshClaims));
    expect(challenge.confirm).toHaveBeenCalledWith('123456');
    expect(console.error).not.toHaveBeenCalled();
  });

  it('goes back to the form from the code step, the e-mail kept', async () => {
    signInWithPassword.mockRejectedValue(new FirebaseError('auth/multi-factor-auth-required', 'second factor'));
    codeChallenge.mockReturnValue({ phoneHint: '+*******0123', send: vi.fn(async () => {}), confirm: vi.fn() });
    renderScreen(<LoginForm />);
    const user = await fillAndSubmit('staff@example.org', 'secret-pass');
    await user.click(await screen.findByRole('button', { name: 'Back to sign in' }));
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('staff@example.org');
    expect(screen.getByLabelText('Password')).toHaveValue('');
  });
});
