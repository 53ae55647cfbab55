import { useEffect, useRef, useState } from 'react';
import {
  RISK_FIX_FIELD_LABELS,
  isRiskFixCard,
  type RiskFixCard,
  type RiskFixField,
} from '@portfolio/contracts';
import type { WidgetLocation } from '@portfolio/ui';

/**
 * `?fix=<field>`: the field a risk's fix names (a link of the risk register); `?obligation=<id>`:
 * an EU AI Act obligation to open (a link of the compliance page). Both are read once, then
 * leave the address.
 */
function linkOfAddress(location: WidgetLocation | undefined) {
  const params = new URLSearchParams(location?.search ?? '');
  const field = params.get('fix');
  const obligation = params.get('obligation');
  params.delete('fix');
  params.delete('obligation');
  const rest = params.toString();
  return {
    field: field && field in RISK_FIX_FIELD_LABELS ? (field as RiskFixField) : undefined,
    obligation: obligation ?? undefined,
    rest: rest ? `?${rest}` : '',
  };
}

/** The address's link, read once: the address is cleaned, then a card's fix or an obligation opens. */
export function useAddressLink(
  location: WidgetLocation | undefined,
  onCardFix: (card: RiskFixCard) => void,
  onObligation: () => void,
) {
  const [link] = useState(() => linkOfAddress(location));
  const read = useRef(false);
  useEffect(() => {
    if ((!link.field && !link.obligation) || read.current) return;
    read.current = true;
    // The address loses the link first (in place), then a card's section may be a new entry:
    // Back then returns to the page without the link, not to the link again.
    location?.replaceSearch(link.rest);
    if (link.field && isRiskFixCard(link.field)) onCardFix(link.field);
    else if (link.obligation) onObligation();
  }, [link, location, onCardFix, onObligation]);
  /** A field of the form the address names: the edit dialog opens on it. */
  const formField = link.field && !isRiskFixCard(link.field) ? link.field : undefined;
  return { formField, obligation: link.obligation };
}
