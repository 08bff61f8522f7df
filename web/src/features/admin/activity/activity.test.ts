import { describe, expect, it } from 'vitest';
import { AUDIT_ACTION_LABELS, AUDIT_ACTIONS } from '@common/audit';
import { ACTION_OPTIONS, decodeFilters, encodeFilters, NO_FILTERS, personLabel, targetLabel, type ActivityEntry } from './activity';

const people = new Map([
  ['u1', { name: 'Dana Admin', email: 'dana@example.org' }],
  ['u2', { name: '', email: 'sam@example.org' }],
]);

describe('the Activity screen model', () => {
  it('names a person by profile where known, else by uid; no actor is the system', () => {
    expect(personLabel('u1', people)).toBe('Dana Admin (dana@example.org)');
    expect(personLabel('u2', people)).toBe('sam@example.org');
    expect(personLabel('gone', people)).toBe('gone');
    expect(personLabel(null, people)).toBe('System');
  });

  it('offers every audit action by its label', () => {
    expect(ACTION_OPTIONS.slice(1).map((o) => o.label)).toEqual(Object.values(AUDIT_ACTION_LABELS));
  });

  it('carries the filters through one string, and reads a bad one as none', () => {
    const filters = { actor: 'u1', action: AUDIT_ACTIONS.adminGranted, from: '2026-01-01', to: '2026-01-31' };
    expect(decodeFilters(encodeFilters(filters))).toEqual(filters);
    expect(decodeFilters('all')).toEqual(NO_FILTERS);
  });

  it('shows the record with its changed fields or its detail', () => {
    const entry: ActivityEntry = { id: 'e', actorUid: 'u1', action: AUDIT_ACTIONS.contentUpdated, targetKind: 'articles', targetId: 'a1', fields: ['title', 'content'], detail: '', at: new Date(0) };
    expect(targetLabel(entry)).toBe('articles/a1: title, content');
    expect(targetLabel({ ...entry, fields: [], targetId: '', targetKind: 'membership_codes', detail: '5 codes' })).toBe('membership_codes: 5 codes');
  });
});
