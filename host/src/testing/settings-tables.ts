import { screen, within } from '@testing-library/react';

/** The company of the settings cards' tests. */
export const COMPANY = '3f6b2d1e-9c4a-4e7b-8a5d-1b2c3d4e5f99';

/** The rows of the table named `name`, its header row left out. */
export const bodyRows = (name: string) =>
  within(screen.getByRole('table', { name })).getAllByRole('row').slice(1);
