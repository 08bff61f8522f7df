import { describe, expect, it } from 'vitest';
import { toMembershipCode } from './to-membership-code';

const ts = (iso: string) => ({ toDate: () => new Date(iso) });

describe('toMembershipCode', () => {
  it('reads a used code with its user and dates', () => {
    const code = toMembershipCode({
      id: '4821',
      data: () => ({
        code: '4821',
        is_used: true,
        assigned_to: 'u1',
        assigned_user: { email: 'rosa@example.org' },
        used_at: ts('2026-01-07T12:00:00Z'),
        created_at: ts('2026-01-05T10:00:00Z'),
        invitee_email: 'rosa@example.org',
        expires_at: ts('2026-02-01T08:00:00Z'),
      }),
    });
    expect(code).toEqual({
      id: '4821',
      code: '4821',
      is_used: true,
      assigned_to: 'u1',
      assigned_user: { email: 'rosa@example.org' },
      used_at: new Date('2026-01-07T12:00:00Z'),
      created_at: new Date('2026-01-05T10:00:00Z'),
      invitee_email: 'rosa@example.org',
      expires_at: new Date('2026-02-01T08:00:00Z'),
      retired_at: null,
    });
  });

  it('reads an unused code, the document id standing in for a missing code field', () => {
    expect(toMembershipCode({ id: '7314', data: () => ({ is_used: false, assigned_user: null, used_at: null, created_at: ts('2026-01-05T10:00:00Z') }) })).toEqual({
      id: '7314',
      code: '7314',
      is_used: false,
      assigned_to: null,
      assigned_user: null,
      used_at: null,
      created_at: new Date('2026-01-05T10:00:00Z'),
      invitee_email: null,
      expires_at: null,
      retired_at: null,
    });
  });

  it('reads when a code was retired', () => {
    const retired = toMembershipCode({ id: '7315', data: () => ({ is_used: false, created_at: ts('2026-01-05T10:00:00Z'), retired_at: ts('2026-01-09T10:00:00Z') }) });
    expect(retired.retired_at).toEqual(new Date('2026-01-09T10:00:00Z'));
  });
});
