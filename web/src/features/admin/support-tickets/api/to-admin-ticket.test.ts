import { describe, expect, it } from 'vitest';
import { toAdminTicket } from './to-admin-ticket';

const ts = (iso: string) => ({ toDate: () => new Date(iso) });

describe('toAdminTicket', () => {
  it('turns timestamps into Dates and keeps the fields of common/content.ts', () => {
    const ticket = toAdminTicket({
      id: 't1',
      data: () => ({
        user_id: 'u1',
        name: 'Pat',
        email: 'pat@example.org',
        subject: 'Hi',
        message: 'Hello',
        status: 'resolved',
        admin_notes: 'Done',
        created_at: ts('2026-01-05T10:00:00Z'),
        updated_at: ts('2026-01-06T10:00:00Z'),
        responded_at: ts('2026-01-06T10:00:00Z'),
      }),
    });
    expect(ticket).toEqual({
      id: 't1',
      user_id: 'u1',
      name: 'Pat',
      email: 'pat@example.org',
      subject: 'Hi',
      message: 'Hello',
      status: 'resolved',
      admin_notes: 'Done',
      created_at: new Date('2026-01-05T10:00:00Z'),
      updated_at: new Date('2026-01-06T10:00:00Z'),
      responded_at: new Date('2026-01-06T10:00:00Z'),
    });
  });

  it('gives safe defaults for missing or unknown values', () => {
    const ticket = toAdminTicket({ id: 't2', data: () => ({ status: 'weird', responded_at: null }) });
    expect(ticket).toMatchObject({ id: 't2', subject: '', status: 'open', admin_notes: '', responded_at: null });
  });
});
