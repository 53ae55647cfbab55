/** Where the toasts stand: the spec's corner, or the opposite edge when that corner is taken. */
export type ToastPlacement = 'corner' | 'opposite';

export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

const overlaps = (a: Box, b: Box) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * The toasts' corner unless the toasts would cover one of `keepClear` there (the control just
 * used, an open dialog's actions): then the opposite edge (top instead of bottom on a wide
 * screen, bottom instead of top on a narrow one), unless that is taken too.
 * `corner` and `opposite` are the boxes the viewport's toasts occupy at each place.
 */
export function placeToasts(corner: Box, opposite: Box, keepClear: readonly Box[]): ToastPlacement {
  const covers = (box: Box) => keepClear.some((clear) => overlaps(box, clear));
  return covers(corner) && !covers(opposite) ? 'opposite' : 'corner';
}

/** The box of `size` at the top or bottom edge of the window, at its right or across it. */
export function edgeBox(
  edge: 'top' | 'bottom',
  size: { width: number; height: number },
  window: { width: number; height: number },
): Box {
  const top = edge === 'top' ? 0 : window.height - size.height;
  return { left: window.width - size.width, top, right: window.width, bottom: top + size.height };
}
