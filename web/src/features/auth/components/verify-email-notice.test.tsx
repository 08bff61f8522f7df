import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@common/messages';
import { fakeSession } from '@/testing/session';
import { renderScreen } from '@/testing/render';
import { VerifyEmailNotice, VERIFY_MESSAGES } from './verify-email-notice';

const { sendVerificationEmail } = vi.hoisted(() => ({ sendVerificationEmail: vi.fn() }));
vi.mock('../api/email-verification', () => ({ sendVerificationEmail }));

const unverified = () => {
  const session = fakeSession('member');
  return { ...session, user: { ...session.user!, emailVerified: false } };
};

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  sendVerificationEmail.mockReset();
});

describe('VerifyEmailNotice', () => {
  it('says nothing to a verified account or a guest', () => {
    renderScreen(<VerifyEmailNotice />, { session: fakeSession('member') });
    renderScreen(<VerifyEmailNotice />, { session: fakeSession('guest') });
    expect(screen.queryByText(MESSAGES.verifyEmail)).not.toBeInTheDocument();
  });

  it('asks an unverified account quietly and sends the link again', async () => {
    sendVerificationEmail.mockResolvedValue(undefined);
    renderScreen(<VerifyEmailNotice />, { session: unverified() });
    expect(screen.getByText(MESSAGES.verifyEmail).closest('[role="status"]')).not.toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: VERIFY_MESSAGES.resend }));
    expect(sendVerificationEmail).toHaveBeenCalledTimes(1);
    expect(await screen.findByText(VERIFY_MESSAGES.sent('pat@example.org'))).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it.each([
    ['too many requests', { code: 'auth/too-many-requests' }, VERIFY_MESSAGES.tooMany],
    ['any other failure', new Error('offline'), VERIFY_MESSAGES.failed],
  ])('says when sending failed: %s', async (_case, error, text) => {
    sendVerificationEmail.mockRejectedValue(error);
    renderScreen(<VerifyEmailNotice />, { session: unverified() });
    await userEvent.setup().click(screen.getByRole('button', { name: VERIFY_MESSAGES.resend }));
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: VERIFY_MESSAGES.resend })).toBeInTheDocument();
  });
});
