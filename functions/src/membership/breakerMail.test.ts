import { describe, expect, it } from 'vitest';
import { STAFF_CODES_PATH } from '@common/portal-paths';
import { codeGuessingMail } from './breakerMail';

describe('codeGuessingMail', () => {
  const facts = { to: 'inbox@example.org', portalUrl: 'https://portal.example.org/', failures: 120, minutes: 10, trippedAt: Date.UTC(2026, 0, 5, 12), until: Date.UTC(2026, 0, 5, 18) };

  it('says what happened, until when, and where staff act, to the inbox it is given', () => {
    const mail = codeGuessingMail(facts);
    expect(mail.to).toBe('inbox@example.org');
    expect(mail.about).toBe('code_guessing');
    expect(mail.message.subject).toMatch(/^Code guessing detected/);
    expect(mail.message.text).toContain('120 incorrect membership codes were entered in 10 minutes');
    expect(mail.message.text).toContain('2026-01-05T18:00:00.000Z');
    expect(mail.message.text).toContain(`https://portal.example.org${STAFF_CODES_PATH}`);
    expect(mail.message.html).toContain(`<a href="https://portal.example.org${STAFF_CODES_PATH}">`);
  });

  it('escapes what it puts into the HTML', () => {
    const mail = codeGuessingMail({ ...facts, portalUrl: 'https://portal.example.org/"><script>' });
    expect(mail.message.html).not.toContain('<script>');
    expect(mail.message.html).toContain('&#34;&#62;&#60;script&#62;');
  });
});
