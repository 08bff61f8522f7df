/**
 * The forms' side of the bad-input table (common/schemas/bad-inputs.ts): each bad input, typed into
 * the real form and submitted, shows its message at its field and sends nothing. The backend's side
 * (the callable or the rules refuse the same inputs, nothing written) is
 * tests/functions/bad-inputs.test.ts and tests/rules/bad-inputs.test.ts.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BAD_FOLLOW_UPS, BAD_NAMES, BAD_SUPPORT_REQUESTS } from '@common/schemas/bad-inputs';
import { NameForm } from '@/features/auth/components/account-forms';
import { ContactSupportDialog } from '@/features/support/components/contact-support-dialog';
import { FollowUpForm } from '@/features/support/components/support-thread-screen';
import { fakeSession } from '@/testing/session';
import { renderScreen } from '@/testing/render';

const sent = vi.hoisted(() => ({ updateMyName: vi.fn(), createSupportTicket: vi.fn(), sendFollowUp: vi.fn() }));
vi.mock('@/features/auth/api/my-account', () => ({ updateMyName: sent.updateMyName, changeEmail: vi.fn(), changePassword: vi.fn() }));
vi.mock('@/features/support/api/tickets', () => ({ createSupportTicket: sent.createSupportTicket }));
vi.mock('@/features/support/api/thread', () => ({ sendFollowUp: sent.sendFollowUp, loadMemberThread: vi.fn(), markThreadSeen: vi.fn() }));

beforeEach(() => {
  for (const call of Object.values(sent)) call.mockReset();
});

/** Puts `value` in the field as a paste would, past the input's own maxLength (a form must not rely on it). */
function enter(label: string, value: string) {
  fireEvent.change(screen.getByRole('textbox', { name: label }), { target: { value } });
}

async function submitAndExpect(button: string, label: string, message: string) {
  await userEvent.setup().click(screen.getByRole('button', { name: button }));
  const field = screen.getByRole('textbox', { name: label });
  expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
  expect(field).toHaveFocus();
}

const FIELD_LABELS = { name: 'Full Name', subject: 'Subject', message: 'Message', text: 'Your follow-up' } as const;
const member = fakeSession('member');

describe("My Account's name form refuses what updateMyName refuses", () => {
  it.each(BAD_NAMES)('$what: $message at the field, nothing sent', async ({ values, field, message }) => {
    renderScreen(<NameForm />, { session: member });
    enter(FIELD_LABELS[field], values.name);
    await submitAndExpect('Save name', FIELD_LABELS[field], message);
    expect(sent.updateMyName).not.toHaveBeenCalled();
  });
});

describe('the Contact Support form refuses what the rules refuse', () => {
  it.each(BAD_SUPPORT_REQUESTS)('$what: $message at the field, nothing sent', async ({ values, field, message }) => {
    renderScreen(<ContactSupportDialog open onClose={vi.fn()} uid="uid-1" senderName="Pat Example" senderEmail="pat@example.org" />, { session: member });
    enter('Subject', values.subject);
    enter('Message', values.message);
    await submitAndExpect('Send Message', FIELD_LABELS[field], message);
    expect(sent.createSupportTicket).not.toHaveBeenCalled();
  });
});

describe('the follow-up form refuses what the rules refuse', () => {
  const thread = {
    id: 'ticket-1',
    subject: 'Billing',
    status: 'open' as const,
    createdAt: null,
    request: { id: 'ticket-1', from: 'member' as const, author: '', text: 'My bill is wrong.', at: null },
    newReply: false,
  };
  it.each(BAD_FOLLOW_UPS)('$what: $message at the field, nothing sent', async ({ values, field, message }) => {
    renderScreen(<FollowUpForm uid="uid-1" thread={thread} onSent={vi.fn()} />, { session: member });
    enter(FIELD_LABELS[field], values.text);
    await submitAndExpect('Send follow-up', FIELD_LABELS[field], message);
    expect(sent.sendFollowUp).not.toHaveBeenCalled();
  });
});
