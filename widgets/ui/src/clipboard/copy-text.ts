/**
 * Puts text on the clipboard. The Clipboard API needs a secure context; elsewhere (a plain-HTTP
 * intranet) the older selection-and-copy command still works.
 */
export async function copyText(text: string): Promise<void> {
  if (typeof navigator !== 'undefined' && navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return;
    } catch {
      // Denied (no permission, document not focused): try the fallback below.
    }
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  const copied = document.execCommand?.('copy') ?? false;
  area.remove();
  if (!copied) throw new Error('The clipboard is not available');
}
