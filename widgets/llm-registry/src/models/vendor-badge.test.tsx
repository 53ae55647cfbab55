import { screen } from '@testing-library/react';
import { VENDORS } from '@portfolio/contracts';
import { describe, expect, it } from 'vitest';
import { VendorBadge, vendorTone } from './vendor-badge';
import { renderLlm } from '../testing/render';

describe('VendorBadge', () => {
  it('gives every vendor of the list a colour, and an unknown one the neutral style', () => {
    for (const vendor of VENDORS.filter((v) => v !== 'Other'))
      expect(vendorTone(vendor)).not.toBe('neutral');
    expect(vendorTone('Other')).toBe('neutral');
    expect(vendorTone('Acme AI')).toBe('neutral');
  });

  it('shows the vendor as written', () => {
    renderLlm(<VendorBadge vendor="Google (Gemini)" />);
    expect(screen.getByText('Google (Gemini)').getAttribute('data-tone')).toBe('blue');
  });
});
