import type { Tone, Vendor } from '@portfolio/contracts';
import { Badge, type BadgeSize } from '@portfolio/ui';

const VENDOR_TONES: Record<Vendor, Tone> = {
  OpenAI: 'teal',
  Anthropic: 'amber',
  'Google (Gemini)': 'blue',
  'Meta (Llama)': 'violet',
  Mistral: 'red',
  Cohere: 'green',
  'AWS Bedrock': 'amber',
  'Azure OpenAI': 'blue',
  Other: 'neutral',
};

/** The tone of a vendor's badge; a vendor outside the list is neutral. */
export const vendorTone = (vendor: string): Tone => VENDOR_TONES[vendor as Vendor] ?? 'neutral';

/** A model's vendor as a coloured badge. */
export function VendorBadge({ vendor, size = 'sm' }: { vendor: string; size?: BadgeSize }) {
  return (
    <Badge $tone={vendorTone(vendor)} $size={size} data-tone={vendorTone(vendor)}>
      {vendor}
    </Badge>
  );
}
