import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FunctionsError } from 'firebase/functions';
import { codesPausedMessage, MESSAGES, verifyEmailMessage } from '@common/messages';
import { PRACTICE } from '@/config/practice';
import { fakeSession } from '@/testing/session';
import { renderScreen } from '@/testing/render';
import { MembershipValidation } from './membership-validation';

const { redeemMembershipCode, sendVerificationLink } = vi.hoisted(() => ({ redeemMembershipCode: vi.fn(), sendVerificationLink: vi.fn() }));
vi.mock('../api/redeem-membership-code', () => ({ redeemMembershipCode }));
vi.mock('../api/send-verification-link', () => ({ sendVerificationLink }));

beforeEach(() => {
  redeemMembershipCode.mockReset().mockResolvedValue('member');
  sendVerificationLink.mockReset().mockResolvedValue('rosa@example.org');
});

function renderStep(session = fakeSession(null)) {
  return renderScreen(<MembershipValidation intro="Enter your code." backLabel="Back to login" backTo="/login" />, {
    session,
    path: '/login',
  });
}

const codeInput = () => screen.getByRole('textbox', { name: 'Membership Code' });
const submitButton = () => screen.getByRole('button', { name: 'Validate Code' });

describe('MembershipValidation', () => {
  it('keeps digits only, at most four, on a numeric keyboard', async () => {
    renderStep();
    expect(screen.getByRole('heading', { level: 1, name: 'Membership Validation' })).toBeInTheDocument();
    expect(codeInput()).toHaveAttribute('inputmode', 'numeric');
    expect(codeInput()).toHaveAttribute('maxlength', '4');
    await userEvent.setup().type(codeInput(), 'a1b2-3x');
    expect(codeInput()).toHaveValue('123');
  });

  it('strips pasted text too', async () => {
    renderStep();
    const user = userEvent.setup();
    await user.click(codeInput());
    await user.paste('Your code: 98-76 ');
    expect(codeInput()).toHaveValue('9876');
  });

  it('disables Validate Code until four digits', async () => {
    renderStep();
    const user = userEvent.setup();
    expect(submitButton()).toBeDisabled();
    await user.type(codeInput(), '123');
    expect(submitButton()).toBeDisabled();
    await user.type(codeInput(), '4');
    expect(submitButton()).toBeEnabled();
    await user.type(codeInput(), '{Backspace}');
    expect(submitButton()).toBeDisabled();
  });

  it("shows the server's message for an unknown or used code", async () => {
    redeemMembershipCode.mockRejectedValue(new FunctionsError('not-found', MESSAGES.codeInvalid));
    const { session } = renderStep();
    const user = userEvent.setup();
    await user.type(codeInput(), '1234');
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a valid membership code provided by PMC.');
    expect(redeemMembershipCode).toHaveBeenCalledWith('1234');
    expect(session.refreshClaims).not.toHaveBeenCalled();
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });

  it('shows the generic message for unexpected failures', async () => {
    redeemMembershipCode.mockRejectedValue(new FunctionsError('internal', 'INTERNAL'));
    renderStep();
    const user = userEvent.setup();
    await user.type(codeInput(), '1234');
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to validate membership code. Please try again.');
  });

  it("shows 'Failed to validate code' when the code was valid but recording it failed", async () => {
    redeemMembershipCode.mockRejectedValue(new FunctionsError('internal', MESSAGES.codeUpdateFailed));
    renderStep();
    const user = userEvent.setup();
    await user.type(codeInput(), '1234');
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to validate code$/);
    expect(sendVerificationLink).not.toHaveBeenCalled();
  });

  it('when the server wants a verified e-mail (the code is for this address), sends the link and says why and where', async () => {
    const text = MESSAGES.codeInviteeUnverified;
    redeemMembershipCode.mockRejectedValue(new FunctionsError('failed-precondition', 'server text', { reason: 'verify-email', cause: 'invitee' }));
    renderStep();
    const user = userEvent.setup();
    await user.type(codeInput(), '1234');
    await user.click(submitButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(verifyEmailMessage(text, PRACTICE.phone));
    expect(alert).toHaveTextContent('We sent a verification link to rosa@example.org.');
    expect(sendVerificationLink).toHaveBeenCalledTimes(1);
  });

  it('while codes are paused, says to use the invitation or call, and sends no verification link', async () => {
    redeemMembershipCode.mockRejectedValue(new FunctionsError('not-found', 'server text', { reason: 'codes-paused' }));
    renderStep();
    const user = userEvent.setup();
    await user.type(codeInput(), '1234');
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(codesPausedMessage(PRACTICE.phone));
    expect(sendVerificationLink).not.toHaveBeenCalled();
  });

  it('refreshes the claims and goes to the dashboard on success', async () => {
    const { session } = renderStep();
    const user = userEvent.setup();
    await user.type(codeInput(), '0423');
    await user.click(submitButton());
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard'));
    expect(redeemMembershipCode).toHaveBeenCalledWith('0423');
    expect(session.refreshClaims).toHaveBeenCalledTimes(1);
  });

  it('Back to login signs out first, and stays if that fails', async () => {
    const session = fakeSession(null);
    vi.mocked(session.signOut).mockResolvedValueOnce(false).mockResolvedValueOnce(true);
    renderScreen(<MembershipValidation intro="x" backLabel="Back to registration" backTo="/register" />, {
      session,
      path: '/register-step',
    });
    const user = userEvent.setup();
    const back = screen.getByRole('link', { name: 'Back to registration' });
    await user.click(back);
    expect(session.signOut).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('location')).toHaveTextContent('/register-step');
    await user.click(back);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/register$/));
  });
});
