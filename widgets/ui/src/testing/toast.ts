import { waitFor, within } from '@testing-library/react';

/** A toast as the user sees it. */
export interface ShownToast {
  /** Its lines in order: the title, then the description (each only when given). */
  lines: string[];
  variant: 'default' | 'destructive';
}

/**
 * Waits for the toast on screen (one is shown at a time) and reads it:
 * `expect(await findToast()).toEqual({ lines: ['Project created successfully!'], variant: 'default' })`.
 */
export async function findToast(): Promise<ShownToast> {
  const item = await waitFor(() => {
    const shown = document.querySelector<HTMLElement>(
      '[aria-label="Notifications"] [data-variant]',
    );
    if (!shown) throw new Error('No toast is shown.');
    return shown;
  });
  const text = within(item).queryAllByText(/.+/, { ignore: 'button, button *' });
  return {
    lines: text.map((line) => line.textContent ?? ''),
    variant: item.getAttribute('data-variant') as ShownToast['variant'],
  };
}
