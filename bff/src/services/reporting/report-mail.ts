import { formatReportCell, type ReportFrequency, type ReportResult } from '@portfolio/contracts';
import { PRODUCT_NAME, escapeHtml, oneLine, type MailMessage } from '../integrations/mail.ts';
import { SHELL } from '../integrations/notification-mail.ts';
import { reportCsv, reportFileName } from './report-csv.ts';

/** Rows the mail's table shows; the attached CSV holds them all. */
export const REPORT_MAIL_ROWS = 200;

const FREQUENCY_WORDS: Record<ReportFrequency, string> = { weekly: 'weekly', monthly: 'monthly' };

/**
 * A scheduled report: its rows as a table in the mail (the first REPORT_MAIL_ROWS) and every
 * row in the attached CSV.
 */
export function reportEmail(input: {
  to: string;
  reportName: string;
  companyName: string;
  frequency: ReportFrequency;
  result: ReportResult;
  reportUrl: string;
  now?: Date;
}): MailMessage {
  const { result } = input;
  const name = oneLine(input.reportName);
  const shown = result.rows.slice(0, REPORT_MAIL_ROWS);
  const more = result.rows.length - shown.length;
  const cells = (row: ReportResult['rows'][number]) =>
    result.columns.map((c) => formatReportCell(c, row[c.key] ?? null));
  const why = `You get this e-mail because the ${FREQUENCY_WORDS[input.frequency]} schedule of the report "${name}" in ${oneLine(input.companyName)} names you as a recipient.`;
  const cut =
    more > 0
      ? `The first ${shown.length} rows; all ${result.rows.length} are in the attached CSV.`
      : '';
  const empty = result.rows.length === 0 ? 'No projects match this report.' : '';

  const text = [
    `${name} (${oneLine(input.companyName)})`,
    '',
    result.columns.map((c) => c.label).join(' | '),
    ...shown.map((row) => cells(row).join(' | ')),
    ...[empty, cut].filter(Boolean),
    '',
    `Open the report: ${input.reportUrl}`,
    '',
    `— ${PRODUCT_NAME}`,
    '',
    why,
  ].join('\n');

  const th =
    'text-align:left;padding:6px 10px;border-bottom:2px solid #e5e7eb;font-size:12px;color:#374151';
  const td = 'padding:6px 10px;border-bottom:1px solid #f1f5f9;font-size:13px';
  const numeric = (type: string) =>
    type === 'money' || type === 'number' ? ';text-align:right' : '';
  const table = `      <table role="table" style="border-collapse:collapse;width:100%">
        <thead><tr>${result.columns
          .map((c) => `<th scope="col" style="${th}${numeric(c.type)}">${escapeHtml(c.label)}</th>`)
          .join('')}</tr></thead>
        <tbody>
${shown
  .map(
    (row) =>
      `          <tr>${cells(row)
        .map((v, i) => `<td style="${td}${numeric(result.columns[i]!.type)}">${escapeHtml(v)}</td>`)
        .join('')}</tr>`,
  )
  .join('\n')}
        </tbody>
      </table>`;
  const html = SHELL(`      <h1 style="margin:0 0 4px;font-size:20px">${escapeHtml(name)}</h1>
      <p style="margin:0 0 16px;color:#6b7280">${escapeHtml(oneLine(input.companyName))}</p>
${result.rows.length === 0 ? `      <p>${escapeHtml(empty)}</p>` : table}
${cut ? `      <p style="color:#6b7280;font-size:13px">${escapeHtml(cut)}</p>` : ''}
      <p style="margin:20px 0"><a href="${escapeHtml(input.reportUrl)}" style="color:#4f46e5">Open the report</a></p>
      <p style="margin-top:28px;padding-top:16px;border-top:1px solid #e5e7eb;line-height:1.5;font-size:12px;color:#6b7280">${escapeHtml(why)}</p>`);

  return {
    to: input.to,
    subject: `Report: ${name}`,
    text,
    html,
    attachments: [
      {
        filename: reportFileName(name, input.now),
        content: reportCsv(result),
        contentType: 'text/csv; charset=utf-8',
      },
    ],
  };
}
