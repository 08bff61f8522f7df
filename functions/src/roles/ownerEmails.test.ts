import { describe, expect, it } from 'vitest';
import { ownerEmails } from './ownerEmails';

describe('ownerEmails', () => {
  it('reads a comma-separated list, case-insensitively, ignoring blanks', () => {
    expect(ownerEmails(' Owner@Example.org, second@example.org ,,')).toEqual(new Set(['owner@example.org', 'second@example.org']));
    expect(ownerEmails('')).toEqual(new Set());
  });
});
