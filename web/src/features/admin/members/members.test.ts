import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@common/messages';
import { memberActions, memberLabel } from './members';
import { actionErrorMessage } from './messages';

describe('memberActions', () => {
  it.each([
    ['a verified member', { uid: 'u2', role: 'member', email_verified: true }, ['makeAdmin', 'removeMembership']],
    ['an unverified member', { uid: 'u2', role: 'member', email_verified: false }, ['removeMembership']],
    ['another admin', { uid: 'u2', role: 'admin', email_verified: true }, ['removeAdmin', 'removeMembership', 'resetSecondFactor']],
    ['a verified non-member', { uid: 'u2', role: null, email_verified: true }, ['makeAdmin']],
    ['an unverified non-member', { uid: 'u2', role: null, email_verified: false }, []],
    ['yourself', { uid: 'me', role: 'admin', email_verified: true }, []],
  ] as const)('offers %s %j', (_who, member, expected) => {
    expect(memberActions(member, 'me')).toEqual(expected);
  });
});

describe('memberLabel', () => {
  it('names the person by name and address, or address alone', () => {
    expect(memberLabel({ name: ' Rosa ', email: 'rosa@example.org' })).toBe('Rosa (rosa@example.org)');
    expect(memberLabel({ name: '', email: 'rosa@example.org' })).toBe('rosa@example.org');
  });
});

describe('actionErrorMessage', () => {
  it('shows what the function sent, without the SDK status', () => {
    const error = { code: 'functions/failed-precondition', message: 'The portal must keep at least one administrator. [400]' };
    expect(actionErrorMessage('removeAdmin', error)).toBe('The portal must keep at least one administrator.');
  });

  it.each([
    ['makeAdmin', MESSAGES.setAdminRoleFailed],
    ['removeAdmin', MESSAGES.setAdminRoleFailed],
    ['removeMembership', MESSAGES.removeMembershipFailed],
  ] as const)('falls back for %s to %s', (action, text) => {
    expect(actionErrorMessage(action, { code: 'functions/internal', message: 'internal' })).toBe(text);
    expect(actionErrorMessage(action, new Error(''))).toBe(text);
  });
});
