import { describe, expect, it } from 'vitest';
import { toAdminTicket } from './to-admin-ticket';

const ts = (iso: string) => ({ toDate: () => new Date(iso) });
const mapDates = <T>(dates: Record<string, string>, to: (iso: string) => T) => Object.fromEntries(Object.entries(dates).map(([key, iso]) => [key, to(iso)]));

describe('toAdminTicket', () => {
  it('turns timestamps into Dates and keeps the fields of common/content.ts', () => {
    const text = { user_id: 'u1', name: 'Pat', email: 'pat@example.org', subject: 'Hi', message: 'Hello', status: 'resolved', admin_notes: 'Done' };
    const dates = { created_at: '2026-01-05T10:00:00Z', updated_at: '2026-01-06T10:00:00Z', responded_at: '2026-01-06T10:00:00Z' };
    const ticket = toAdminTicket({ id: 't1', data: () => ({ ...text, ...mapDates(dates, ts) }) });
    expect(ticket).toEqual({ id: 't1', ...text, ...mapDates(dates, (iso) => new Date(iso)) });
  });

  it('gives safe defaults for missing or unknown values', () => {
    const ticket = toAdminTicket({ id: 't2', data: () => ({ status: 'weird', responded_at: null }) });
    expect(ticket).toMatchObject({ id: 't2', subject: '', status: 'open', admin_notes: '', responded_at: null });
  });
});
