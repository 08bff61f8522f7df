import { describe, expect, it } from 'vitest';
import { SUPPORT_MESSAGES_PER_DAY } from '@common/limits';
import { SupportLimitReached } from './api/support-limit';
import { sendFailureMessage } from './components/send-failure';
import { SUPPORT_MESSAGES } from './validation';

describe('the message when a request or follow-up was not sent', () => {
  it("names the day's limit, when sending works again (in the person's time) and the phone", () => {
    const text = sendFailureMessage(new SupportLimitReached(new Date(Date.UTC(2026, 10, 25, 9, 30))), SUPPORT_MESSAGES.followUpFailed);
    expect(text).toContain(`You have sent ${SUPPORT_MESSAGES_PER_DAY} requests and follow-ups in the last day`);
    expect(text).toMatch(/after Nov 25, 2026, \d{1,2}:30 [AP]M/);
    expect(text).toMatch(/call us at \(555\) 010-0123\.$/);
  });

  it('is the given one for any other failure', () => {
    expect(sendFailureMessage(new Error('offline'), SUPPORT_MESSAGES.followUpFailed)).toBe('Failed to send your follow-up. Please try again.');
  });
});
