import { describe, expect, it } from 'vitest';
import { ALLOWED_LINK_SCHEMES } from '@common/content';
import { checkLinkAddress } from './link-address';

describe('checkLinkAddress', () => {
  it('adds nothing for an empty entry', () => {
    expect(checkLinkAddress('')).toEqual({ status: 'empty' });
    expect(checkLinkAddress('   ')).toEqual({ status: 'empty' });
  });

  it.each(ALLOWED_LINK_SCHEMES.map((scheme) => [scheme]))('accepts %s: addresses', (scheme) => {
    const address = scheme.startsWith('http') || scheme.startsWith('ftp') ? `${scheme}://example.org/page` : `${scheme}:someone@example.org`;
    expect(checkLinkAddress(address)).toEqual({ status: 'ok', url: address });
  });

  it.each([['/resources'], ['#part-2'], ['page?x=1'], ['../up'], ['/blog/a:b'], ['HTTPS://EXAMPLE.ORG']])('accepts %s', (address) => {
    expect(checkLinkAddress(` ${address} `)).toEqual({ status: 'ok', url: address });
  });

  it.each([
    ['javascript:alert(1)', 'javascript'],
    ['JavaScript:alert(1)', 'javascript'],
    [' java\tscript:alert(1)', 'javascript'],
    ['data:text/html,<script>alert(1)</script>', 'data'],
    ['vbscript:msgbox(1)', 'vbscript'],
    ['file:///etc/passwd', 'file'],
  ])('refuses %s with a clear message', (address, scheme) => {
    const check = checkLinkAddress(address);
    expect(check.status).toBe('refused');
    expect(check.status === 'refused' && check.message).toContain(`"${scheme}:" are not allowed`);
  });

  it('asks for a scheme and a site name where they are missing', () => {
    expect(checkLinkAddress('//evil.example/x').status).toBe('refused');
    for (const address of ['/\\evil.example/x', '\\\\evil.example/x', '\\/evil.example']) expect([address, checkLinkAddress(address).status]).toEqual([address, 'refused']);
    expect(checkLinkAddress('https://').status).toBe('refused');
    expect(checkLinkAddress('foo:bar').status).toBe('refused');
  });
});
