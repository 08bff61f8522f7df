import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FirebaseError } from 'firebase/app';
import { fakeSession } from '@/testing/session';
import { renderScreen } from '@/testing/render';
import { EnrollPhone } from './enroll-phone';

const { startEnrollment, emailVerifiedNow, sendVerificationEmail } = vi.hoisted(() => ({
  startEnrollment: vi.fn(),
  emailVerifiedNow: vi.fn(),
  sendVerificationEmail: vi.fn(),
}));
vi.mock('../api/second-factor', () => ({ startEnrollment, emailVerifiedNow }));
vi.mock('../api/reauthenticate', () => ({ reauthenticate: vi.fn() }));
vi.mock('../api/email-verification', () => ({ sendVerificationEmail }));

const unverified = () => {
  const session = fakeSession('admin');
  return fakeSession('admin', { user: { ...session.user!, emailVerified: false } });
};

beforeEach(() => {
  startEnrollment.mockReset();
  emailVerifiedNow.mockReset();
  sendVerificationEmail.mockReset().mockResolvedValue(undefined);
});

describe('the enrollment of a phone', () => {
  it('has an unverified address verified first: sends the link, says why, and goes on once it is', async () => {
    renderScreen(<EnrollPhone doneText="Done." />, { session: unverified() });
    expect(screen.getByText(/^Sign-in codes can only be set up for an account whose e-mail address is confirmed\./)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Mobile phone number' })).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Send verification link' }));
    expect(await screen.findByText(/^The link is on its way\./)).toBeInTheDocument();
    emailVerifiedNow.mockResolvedValueOnce(false).mockResolvedValueOnce(true);
    await user.click(screen.getByRole('button', { name: 'I have verified my address' }));
    expect(await screen.findByText(/^Your address is not verified yet\./)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'I have verified my address' }));
    expect(await screen.findByRole('textbox', { name: 'Mobile phone number' })).toBeInTheDocument();
  });

  it("goes back to the e-mail step when Firebase refuses an unverified address", async () => {
    startEnrollment.mockRejectedValue(new FirebaseError('auth/unverified-email', 'unverified'));
    renderScreen(<EnrollPhone doneText="Done." />, { session: fakeSession('admin') });
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Mobile phone number' }), '+1 555 010 0123');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(startEnrollment).toHaveBeenCalledWith('+15550100123'));
    expect(await screen.findByRole('button', { name: 'Send verification link' })).toBeInTheDocument();
  });
});
