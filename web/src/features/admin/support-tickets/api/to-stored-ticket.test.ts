import { describe, expect, it } from 'vitest';
import { notesOf, toStoredTicket } from './to-stored-ticket';

const ts = (iso: string) => ({ toDate: () => new Date(iso) });
const mapDates = <T>(dates: Record<string, string>, to: (iso: string) => T) => Object.fromEntries(Object.entries(dates).map(([key, iso]) => [key, to(iso)]));

describe('toStoredTicket', () => {
  it('turns timestamps into Dates and keeps the fields of common/documents.ts', () => {
    const text = { user_id: 'u1', subject: 'Hi', message: 'Hello', status: 'resolved' };
    const dates = { created_at: '2026-01-05T10:00:00Z', updated_at: '2026-01-06T10:00:00Z', responded_at: '2026-01-06T10:00:00Z' };
    const ticket = toStoredTicket({ id: 't1', data: () => ({ ...text, ...mapDates(dates, ts) }) });
    expect(ticket).toEqual({ id: 't1', ...text, ...mapDates(dates, (iso) => new Date(iso)) });
  });

  it('drops a typed name, e-mail or notes of an older ticket', () => {
    const ticket = toStoredTicket({ id: 't3', data: () => ({ user_id: 'u1', name: 'Someone', email: 'x@y.org', admin_notes: 'old' }) });
    expect(ticket).not.toHaveProperty('name');
    expect(ticket).not.toHaveProperty('email');
    expect(ticket).not.toHaveProperty('admin_notes');
  });

  it('gives safe defaults for missing or unknown values', () => {
    const ticket = toStoredTicket({ id: 't2', data: () => ({ status: 'weird', responded_at: null }) });
    expect(ticket).toMatchObject({ id: 't2', user_id: '', subject: '', status: 'open', responded_at: null });
  });
});

describe('notesOf', () => {
  it('reads the notes text, else empty', () => {
    expect(notesOf({ id: 't1', data: () => ({ notes: 'Asked IT' }) })).toBe('Asked IT');
    expect(notesOf({ id: 't1', data: () => ({ notes: 42 }) })).toBe('');
    expect(notesOf({ id: 't1', data: () => undefined })).toBe('');
  });
});
