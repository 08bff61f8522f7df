import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { wrappableAddress } from './table-text';

describe('wrappableAddress', () => {
  it('lets an e-mail address wrap before its @ and each dot only, and leaves other text as it is', () => {
    const { container } = render(<span>{wrappableAddress('nico.newpatient@pmc-demo.test')}</span>);
    expect(container.textContent).toBe('nico.newpatient@pmc-demo.test');
    expect(container.firstElementChild!.innerHTML).toBe('nico<wbr>.newpatient<wbr>@pmc-demo<wbr>.test');
    expect(wrappableAddress('Dr. Jordan Lee')).toBe('Dr. Jordan Lee');
  });
});
