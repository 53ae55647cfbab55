import {
  formatMoneyFull,
  formatMoneyK,
  formatMoneyShort,
  projectInvestment,
  type Amount,
} from '@portfolio/contracts';

export interface MoneyProps {
  amount: Amount;
  /**
   * How the figure is abbreviated: the spec's format of the place it is shown (`formatMoneyM`
   * on the dashboard, `formatMoneyK` on the project list), `formatMoneyShort` where it names none.
   */
  format?: (amount: Amount) => string;
  /** Shown after the figure: "/mo" gives "$12K/mo". Left out when the amount is missing. */
  per?: string;
}

/**
 * An abbreviated amount ("$6.5K") whose exact figure ("$6,500") is its `title`, so a pointer
 * or a screen reader reaches it; a missing amount reads TBD.
 */
export function Money({ amount, format = formatMoneyShort, per }: MoneyProps) {
  const short = format(amount);
  if (amount === null || amount === undefined || amount === '') return <>{short}</>;
  return (
    <abbr title={`${formatMoneyFull(amount)}${per ?? ''}`} style={{ textDecoration: 'none' }}>
      {short}
      {per}
    </abbr>
  );
}

/**
 * A project's total investment in the spec's K with no decimals ("$82K"), wherever it is shown
 * abbreviated (the list, By Department, By Status, project cards): one rule, so the same project
 * never reads "$81.6K" on one page and "$82K" on another.
 */
export function ProjectInvestment({
  project,
}: {
  project: { initialCosts: Amount; runningCosts: Amount };
}) {
  return <Money amount={projectInvestment(project)} format={formatMoneyK} />;
}
