import { formatMoneyFull, formatMoneyShort, type Amount } from '@portfolio/contracts';

export interface MoneyProps {
  amount: Amount;
  /** Shown after the figure: "/mo" gives "$12K/mo". Left out when the amount is missing. */
  per?: string;
}

/**
 * An abbreviated amount ("$6.5K") whose exact figure ("$6,500") is its `title`, so a pointer
 * or a screen reader reaches it; a missing amount reads TBD.
 */
export function Money({ amount, per }: MoneyProps) {
  const short = formatMoneyShort(amount);
  if (amount === null || amount === undefined || amount === '') return <>{short}</>;
  return (
    <abbr title={`${formatMoneyFull(amount)}${per ?? ''}`} style={{ textDecoration: 'none' }}>
      {short}
      {per}
    </abbr>
  );
}
