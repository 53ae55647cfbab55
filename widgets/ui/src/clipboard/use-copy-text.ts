import { useToast } from '@portfolio/ui';
import { copyText } from './copy-text';

/** What the toast says: the title when copied (with a line on what to do next), or the failure. */
export interface CopyToast {
  copied: string;
  description?: string;
  failed: string;
}

/**
 * Copies text and says so in a toast:
 * `copy(key, { copied: 'Key copied', failed: 'Failed to copy the key' })`.
 */
export function useCopyText() {
  const { toast } = useToast();
  return async (text: string, { copied, description, failed }: CopyToast) => {
    try {
      await copyText(text);
      toast({ title: copied, description });
    } catch {
      toast({ title: 'Error', description: failed, variant: 'destructive' });
    }
  };
}
