import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeSession } from '@/testing/session';
import { renderScreen } from '@/testing/render';
import { FactorsSection } from './factors-section';

const { enrolledFactors, removeFactor, reauthenticate, startEnrollment } = vi.hoisted(() => ({
  enrolledFactors: vi.fn(),
  removeFactor: vi.fn(),
  reauthenticate: vi.fn(),
  startEnrollment: vi.fn(),
}));
vi.mock('../api/second-factor', () => ({ enrolledFactors, removeFactor, startEnrollment, emailVerifiedNow: vi.fn() }));
vi.mock('../api/reauthenticate', () => ({ reauthenticate }));

const phone = { uid: 'f1', phoneNumber: '+15550100123', displayName: 'Phone', enrolledAt: '2026-03-02T10:00:00Z' };

beforeEach(() => {
  enrolledFactors.mockReset().mockResolvedValue([phone]);
  removeFactor.mockReset().mockResolvedValue(undefined);
  reauthenticate.mockReset().mockResolvedValue(undefined);
  startEnrollment.mockReset();
});

describe("My Account's sign-in protection", () => {
  it('lists the enrolled phone and removes it after the password', async () => {
    renderScreen(<FactorsSection />, { session: fakeSession('admin') });
    expect(await screen.findByText('+15550100123, added March 2, 2026')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Remove +15550100123' }));
    expect(screen.getByText('Without a phone, the staff screens ask you to add one again before they open.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Current Password'), 'my-password');
    enrolledFactors.mockResolvedValue([]);
    await user.click(screen.getByRole('button', { name: 'Remove phone' }));
    await waitFor(() => expect(removeFactor).toHaveBeenCalledWith('f1'));
    expect(reauthenticate).toHaveBeenCalledWith('my-password', expect.any(Function));
    expect(await screen.findByText('The phone was removed.')).toBeInTheDocument();
  });

  it('offers members "Add sign-in protection", which opens the enrollment', async () => {
    enrolledFactors.mockResolvedValue([]);
    renderScreen(<FactorsSection />, { session: fakeSession('member') });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add sign-in protection' }));
    await user.type(screen.getByRole('textbox', { name: 'Mobile phone number' }), '555 010 0123');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(screen.getByRole('textbox', { name: 'Mobile phone number' })).toHaveAccessibleDescription('Enter the number with its country code, e.g. +1 555 010 0123');
    expect(startEnrollment).not.toHaveBeenCalled();
  });
});
