import { screen } from '@testing-library/react';
import { expect } from 'vitest';
import type { AdminTicket } from '@/features/admin/support-tickets/tickets';

/** A support ticket as the admin screens see it (joined to its sender's account): an open one from Pat, sent Jan 5, 2026 at 15:04 UTC. */
export function aTicket(id: string, overrides: Partial<AdminTicket> = {}): AdminTicket {
  const at = new Date('2026-01-05T15:04:00Z');
  return {
    id,
    user_id: 'u1',
    name: 'Pat Example',
    email: 'pat@example.org',
    email_verified: true,
    subject: 'Subject',
    message: 'Message',
    status: 'open',
    notes: '',
    created_at: at,
    updated_at: at,
    responded_at: null,
    ...overrides,
  };
}

/** An admin screen opens with its title and loading text, then shows its table; returns the table. */
export async function expectAdminScreenLoads(heading: string, loadingText: string, tableName: string): Promise<HTMLElement> {
  expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  expect(screen.getByText(loadingText)).toBeInTheDocument();
  return screen.findByRole('table', { name: tableName });
}
