import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FirebaseError } from 'firebase/app';
import { renderScreen } from '@/testing/render';
import { CodeForm } from './code-form';
import { SECOND_FACTOR_MESSAGES } from './messages';

const send = vi.fn(async () => {});
const confirm = vi.fn(async (_code: string) => {});
const back = vi.fn();

beforeEach(() => {
  send.mockReset().mockResolvedValue(undefined);
  confirm.mockReset().mockResolvedValue(undefined);
  back.mockReset();
  vi.spyOn(console, 'error').mockImplementation(() => {}).mockClear();
});

function renderForm() {
  return renderScreen(
    <CodeForm heading={<h1>Code</h1>} phone="+1******0123" send={send} confirm={confirm} submit="Verify" back={{ label: 'Back', onClick: back }} />,
  );
}

async function submitCode(code: string) {
  const user = userEvent.setup();
  const field = screen.getByRole('textbox', { name: 'SMS code' });
  await user.clear(field);
  await user.type(field, code);
  await user.click(screen.getByRole('button', { name: 'Verify' }));
  return field;
}

describe('the code step', () => {
  it('sends one code as it opens and checks the typed code', async () => {
    renderForm();
    await screen.findByText('We sent a 6-digit code by SMS to +1******0123.');
    expect(send).toHaveBeenCalledTimes(1);
    await submitCode('654 321');
    await waitFor(() => expect(confirm).toHaveBeenCalledWith('654321'));
  });

  it('checks the code field before calling Firebase', async () => {
    renderForm();
    const field = await submitCode('12');
    expect(field).toHaveAccessibleDescription('The code has 6 digits');
    expect(confirm).not.toHaveBeenCalled();
  });

  it.each([
    ['auth/invalid-verification-code', SECOND_FACTOR_MESSAGES.wrongCode],
    ['auth/too-many-requests', SECOND_FACTOR_MESSAGES.tooManyTries],
    ['auth/code-expired', SECOND_FACTOR_MESSAGES.codeExpired],
  ])('shows %s at the field, focused, without a log line', async (code, message) => {
    confirm.mockRejectedValue(new FirebaseError(code, 'refused'));
    renderForm();
    const field = await submitCode('123456');
    await waitFor(() => expect(field).toHaveAccessibleDescription(message));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(console.error).not.toHaveBeenCalled();
  });

  it('shows any other failure above the form and logs it', async () => {
    const failure = new FirebaseError('auth/internal-error', 'boom');
    confirm.mockRejectedValue(failure);
    renderForm();
    await submitCode('123456');
    expect(await screen.findByRole('alert')).toHaveTextContent(SECOND_FACTOR_MESSAGES.verifyFailed);
    expect(console.error).toHaveBeenCalledWith('Checking an SMS code failed', failure);
  });

  it('offers a new code after 30 seconds, not before', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      renderForm();
      await screen.findByText('We sent a 6-digit code by SMS to +1******0123.');
      const resend = screen.getByRole('button', { name: 'Send a new code' });
      expect(resend).toBeDisabled();
      expect(screen.getByText('You can ask for a new code in 30 s.')).toBeInTheDocument();
      await act(async () => vi.advanceTimersByTimeAsync(29_000));
      expect(resend).toBeDisabled();
      await act(async () => vi.advanceTimersByTimeAsync(2_000));
      expect(resend).toBeEnabled();
      fireEvent.click(resend);
      await waitFor(() => expect(send).toHaveBeenCalledTimes(2));
      await waitFor(() => expect(screen.getByRole('button', { name: 'Send a new code' })).toBeDisabled());
    } finally {
      vi.useRealTimers();
    }
  });
});
