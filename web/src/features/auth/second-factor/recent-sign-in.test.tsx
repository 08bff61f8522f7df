import { useContext, useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@common/messages';
import { RecentSignInContext } from '@/lib/recent-sign-in';
import { renderScreen } from '@/testing/render';
import { fakeSession } from '@/testing/session';
import RecentSignInProvider from './recent-sign-in';

const { reauthenticate } = vi.hoisted(() => ({ reauthenticate: vi.fn() }));
vi.mock('../api/reauthenticate', () => ({ reauthenticate }));

beforeEach(() => {
  reauthenticate.mockReset();
});

/** A staff action's stand-in: asks for the recent sign-in and says how it ended. */
function Asker() {
  const ask = useContext(RecentSignInContext);
  const [outcome, setOutcome] = useState('');
  return (
    <>
      <button type="button" onClick={() => void ask?.().then(() => setOutcome('signed in again'), () => setOutcome('cancelled'))}>
        Act
      </button>
      <output>{outcome}</output>
    </>
  );
}

function renderProvider() {
  renderScreen(
    <RecentSignInProvider>
      <Asker />
    </RecentSignInProvider>,
    { session: fakeSession('admin') },
  );
}

describe('the admin screens’ recent sign-in', () => {
  it('asks for the password, says why, goes on to the code step, and answers once done', async () => {
    reauthenticate.mockResolvedValue(undefined);
    renderProvider();
    const u = userEvent.setup();
    await u.click(screen.getByRole('button', { name: 'Act' }));
    const dialog = screen.getByRole('dialog', { name: 'Enter your password again' });
    expect(dialog).toHaveAccessibleDescription(MESSAGES.recentSecondFactorRequired);
    await u.type(screen.getByLabelText('Current Password'), 'my-password');
    await u.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('signed in again')).toBeInTheDocument();
    // The code step is handed over for Firebase's multi-factor error.
    expect(reauthenticate).toHaveBeenCalledWith('my-password', expect.any(Function));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps the dialog with the reason after a wrong password', async () => {
    reauthenticate.mockRejectedValue(Object.assign(new Error('wrong'), { code: 'auth/invalid-credential' }));
    renderProvider();
    const u = userEvent.setup();
    await u.click(screen.getByRole('button', { name: 'Act' }));
    await u.type(screen.getByLabelText('Current Password'), 'not-it');
    await u.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Your current password is not correct. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Enter your password again' })).toBeInTheDocument();
  });

  it('answers "cancelled" when the person cancels', async () => {
    renderProvider();
    const u = userEvent.setup();
    await u.click(screen.getByRole('button', { name: 'Act' }));
    await u.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('cancelled')).toBeInTheDocument();
    expect(reauthenticate).not.toHaveBeenCalled();
  });
});
