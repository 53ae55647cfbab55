import { describe, expect, it } from 'vitest';
import { edgeBox, placeToasts } from './toast-placement';

const window = { width: 1366, height: 900 };
const size = { width: 420, height: 100 };
const bottom = edgeBox('bottom', size, window);
const top = edgeBox('top', size, window);

describe('placeToasts', () => {
  it('keeps the corner when nothing there must stay visible', () => {
    expect(placeToasts(bottom, top, [{ left: 20, top: 20, right: 120, bottom: 60 }])).toBe(
      'corner',
    );
  });

  it("moves to the opposite edge when the corner would cover a dialog's actions", () => {
    const saveChanges = { left: 1200, top: 840, right: 1330, bottom: 880 };
    expect(placeToasts(bottom, top, [saveChanges])).toBe('opposite');
  });

  it('stays in the corner when the opposite edge is taken as well', () => {
    const both = [
      { left: 1200, top: 840, right: 1330, bottom: 880 },
      { left: 1200, top: 10, right: 1330, bottom: 50 },
    ];
    expect(placeToasts(bottom, top, both)).toBe('corner');
  });

  it('measures the boxes at the window edges', () => {
    expect(bottom).toEqual({ left: 946, top: 800, right: 1366, bottom: 900 });
    expect(top).toEqual({ left: 946, top: 0, right: 1366, bottom: 100 });
  });
});
