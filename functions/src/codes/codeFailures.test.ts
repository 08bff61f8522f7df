import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@common/messages';
import { failingFirestore } from '../shared/failingFirestore.testing';
import { createCodes } from './createCodes';
import { freeUsedCode } from './freeUsedCode';

const unavailable = () => Object.assign(new Error('unavailable'), { code: 14 });

describe('when Firestore fails', () => {
  it("generation answers 'Failed to generate membership codes' (reading fails)", async () => {
    const db = failingFirestore({}, unavailable(), { failQuery: true });
    await expect(createCodes(db, 'admin', { count: 3, invitee_email: null, expires_at: null })).rejects.toMatchObject({ code: 'internal', message: MESSAGES.generateException });
  });

  it("generation answers 'Failed to generate membership codes' (the commit fails)", async () => {
    const db = failingFirestore({}, unavailable());
    await expect(createCodes(db, 'admin', { count: 3, invitee_email: null, expires_at: null })).rejects.toMatchObject({ code: 'internal', message: MESSAGES.generateException });
  });

  it("reset answers 'Failed to reset membership code' (the commit fails)", async () => {
    const db = failingFirestore({ 'membership_codes/4821': { is_used: true, assigned_to: 'u1' } }, unavailable());
    await expect(freeUsedCode(db, 'admin', '4821')).rejects.toMatchObject({ code: 'internal', message: MESSAGES.resetException });
  });
});
