/**
 * The rules' side of the bad-input table (common/schemas/bad-inputs.ts): a member's request or
 * follow-up holding an input the form refuses is refused too, and nothing is written. The form's
 * side is web/src/app/bad-inputs.test.tsx. Each table also has a good row the rules accept, so a
 * refusal here is the input's and not the write's shape.
 */
import { describe, expect, it } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { COLLECTIONS, SUBCOLLECTIONS } from '@common/collections';
import { BAD_FOLLOW_UPS, BAD_SUPPORT_REQUESTS } from '@common/schemas/bad-inputs';
import { followUpInput, supportRequestInput } from '@common/schemas/tickets';
import { contextFor, seedCollection } from './operations';
import { ACTOR_AUTH, validTicket } from './permissions';
import { useFirestoreRules } from './rules-env';
import { followUpWrite, sendCountedTicket, sendFollowUp } from './support-fixtures';

const TICKETS = COLLECTIONS.supportTickets;
const MEMBER = ACTOR_AUTH.member!.uid;
const rulesEnv = useFirestoreRules('demo-rules-bad-inputs');
const memberDb = () => contextFor(rulesEnv(), 'member').firestore();

/** How many documents `path` holds, read past the rules. */
async function countOf(path: string): Promise<number> {
  let size = 0;
  await rulesEnv().withSecurityRulesDisabled(async (ctx) => {
    size = (await ctx.firestore().collection(path).get()).size;
  });
  return size;
}

describe('a support request the form refuses, the rules refuse', () => {
  it('the good request goes through (the check below is of the inputs)', async () => {
    const good = { subject: 'Billing', message: 'Please call me' };
    expect(supportRequestInput.safeParse(good).success).toBe(true);
    await assertSucceeds(sendCountedTicket(memberDb(), MEMBER, 'good', { ...validTicket(MEMBER), ...good }));
  });

  it.each(BAD_SUPPORT_REQUESTS)('$what: refused, nothing written', async ({ values }) => {
    expect(supportRequestInput.safeParse(values).success).toBe(false);
    await assertFails(sendCountedTicket(memberDb(), MEMBER, 'bad', { ...validTicket(MEMBER), ...values }));
    expect(await countOf(TICKETS)).toBe(0);
    expect(await countOf(COLLECTIONS.supportLimits)).toBe(0);
  });
});

describe('a follow-up the form refuses, the rules refuse', () => {
  const seedTicket = () => seedCollection(rulesEnv(), TICKETS);
  const messages = `${TICKETS}/${MEMBER}/${SUBCOLLECTIONS.ticketMessages}`;

  it('the good follow-up goes through', async () => {
    await seedTicket();
    await assertSucceeds(sendFollowUp(memberDb(), MEMBER, MEMBER, 'good', { status: 'open', message: followUpWrite(MEMBER, 'Monday works') }));
  });

  it.each(BAD_FOLLOW_UPS)('$what: refused, nothing written', async ({ values }) => {
    await seedTicket();
    expect(followUpInput.safeParse(values).success).toBe(false);
    await assertFails(sendFollowUp(memberDb(), MEMBER, MEMBER, 'bad', { status: 'open', message: followUpWrite(MEMBER, values.text) }));
    expect(await countOf(messages)).toBe(0);
  });
});
