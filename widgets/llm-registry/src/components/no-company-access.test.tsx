import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@portfolio/ui/testing';
import { NoCompanyAccess } from './no-company-access';

describe('NoCompanyAccess', () => {
  it('says that the registry needs a company', () => {
    renderWithProviders(<NoCompanyAccess />);
    expect(screen.getByRole('heading', { name: 'No Company Access' })).toBeTruthy();
    expect(
      screen.getByText('You need to be a member of a company to manage LLM models.'),
    ).toBeTruthy();
  });
});
