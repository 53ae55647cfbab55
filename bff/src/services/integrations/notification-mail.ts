import {
  digestListTitle,
  formatDate,
  RISK_SEVERITY_LABELS,
  UNSUBSCRIBE_LABELS,
  type Unsubscribable,
} from '@portfolio/contracts';
import { escapeHtml, oneLine, PRODUCT_NAME, type MailMessage } from './mail.ts';
import { listUnsubscribeHeaders } from './unsubscribe-tokens.ts';
import type { DigestContent } from '../reporting/weekly-digest.ts';

/**
 * The e-mails the notification preferences send: Project Updates (changes to a person's
 * projects, several at once), Weekly Reports (the Monday digest) and Proposals (one to approve,
 * one of theirs decided). Each carries its one-click unsubscribe (RFC 8058) for the preference
 * that sent it, and says how to change it in Settings.
 */

export interface MailLinks {
  /** The product's address (PUBLIC_URL). */
  publicUrl: string;
  /** This recipient's List-Unsubscribe address for the preference that sends the e-mail. */
  unsubscribeUrl: string;
}

/** One change in a Project Updates e-mail. */
export interface UpdateLine {
  title: string;
  detail: string | null;
  /** The project's page in the shell, e.g. `/projects/<id>`. */
  link: string | null;
  at: Date;
  companyName: string | null;
}

export const SHELL = (body: string) => `<!doctype html>
<html lang="en">
  <body style="margin:0;padding:24px;background:#f6f7f9;font-family:Arial,Helvetica,sans-serif;color:#1f2937">
    <div style="max-width:600px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">
${body}
    </div>
  </body>
</html>
`;

const when = (at: Date) =>
  `${formatDate(at.toISOString(), 'long')}, ${at.toISOString().slice(11, 16)} UTC`;

/** The footer of these e-mails: why it came, and how to stop it. */
function footer(preference: Unsubscribable, links: MailLinks) {
  const { label } = UNSUBSCRIBE_LABELS[preference];
  const settings = `${links.publicUrl}/settings`;
  const text = [
    `You get this e-mail because ${label} is on in your notification preferences.`,
    `Unsubscribe: ${links.unsubscribeUrl}`,
    `Change your preferences: ${settings}`,
  ];
  const html = `      <p style="margin-top:28px;padding-top:16px;border-top:1px solid #e5e7eb;line-height:1.5;font-size:12px;color:#6b7280">
        You get this e-mail because <strong>${escapeHtml(label)}</strong> is on in your notification preferences.
        <a href="${escapeHtml(links.unsubscribeUrl)}" style="color:#4f46e5">Unsubscribe</a> ·
        <a href="${escapeHtml(settings)}" style="color:#4f46e5">Change your preferences</a>
      </p>`;
  return { text, html };
}

/** One e-mail listing every change to a person's projects since the previous one. */
export function projectUpdatesEmail(input: {
  to: string;
  lines: readonly UpdateLine[];
  links: MailLinks;
}): MailMessage {
  const { lines, links } = input;
  const subject =
    lines.length === 1
      ? oneLine(`Project update: ${lines[0]!.title}`)
      : `${lines.length} updates to your projects`;
  const url = (line: UpdateLine) => (line.link ? `${links.publicUrl}${line.link}` : null);
  const end = footer('projectUpdates', links);

  const text = [
    'Hello,',
    '',
    lines.length === 1
      ? 'One of your projects changed:'
      : `${lines.length} changes were made to your projects:`,
    '',
    ...lines.flatMap((line) => [
      `- ${line.title}${line.companyName ? ` (${line.companyName})` : ''}`,
      ...(line.detail ? [`  ${line.detail}`] : []),
      `  ${when(line.at)}${url(line) ? ` · ${url(line)}` : ''}`,
    ]),
    '',
    `— ${PRODUCT_NAME}`,
    '',
    ...end.text,
  ].join('\n');

  const items = lines
    .map((line) => {
      const title = escapeHtml(line.title);
      const link = url(line);
      return `        <li style="margin:0 0 14px">
          ${link ? `<a href="${escapeHtml(link)}" style="color:#1f2937;font-weight:bold;text-decoration:none">${title}</a>` : `<strong>${title}</strong>`}
          ${line.detail ? `<div style="color:#374151;margin-top:2px">${escapeHtml(line.detail)}</div>` : ''}
          <div style="color:#6b7280;font-size:12px;margin-top:2px">${escapeHtml(when(line.at))}${line.companyName ? ` · ${escapeHtml(line.companyName)}` : ''}</div>
        </li>`;
    })
    .join('\n');
  const html = SHELL(`      <h1 style="margin:0 0 16px;font-size:20px">${escapeHtml(
    lines.length === 1
      ? 'One of your projects changed'
      : `${lines.length} updates to your projects`,
  )}</h1>
      <ul style="padding-left:18px;line-height:1.45">
${items}
      </ul>
${end.html}`);

  return {
    to: input.to,
    subject,
    text,
    html,
    headers: listUnsubscribeHeaders(links.unsubscribeUrl),
  };
}

/** The text and HTML of a weekly digest, for the e-mail (and nothing else). */
export function weeklyDigestEmail(input: {
  to: string;
  digest: DigestContent;
  links: MailLinks;
}): MailMessage {
  const { digest, links } = input;
  const period = `${formatDate(digest.from, 'long')} – ${formatDate(digest.to, 'long')}`;
  const project = (id: string) => `${links.publicUrl}/projects/${id}`;
  const end = footer('weeklyReports', links);

  // A titled list of the digest, or the sentence saying it is empty.
  const textSection = (title: string, rows: string[], empty: string) => [
    title,
    ...(rows.length === 0 ? [empty] : rows).map((row) => `- ${row}`),
  ];
  const text = [
    `${digest.companyName}: your AI portfolio, ${period}`,
    '',
    'Metrics against last week',
    ...digest.metrics.map((m) => `- ${m.label}: ${m.now} (a week ago ${m.weekAgo}, ${m.change})`),
    '',
    ...textSection(
      digestListTitle('New projects', digest.newProjects.length, digest.totals.newProjects),
      digest.newProjects.map(
        (p) =>
          `${p.name} · ${p.department} · ${p.businessOwner} · ${p.status} · ${project(p.projectId)}`,
      ),
      'None this week',
    ),
    '',
    ...textSection(
      digestListTitle('Status changes', digest.statusChanges.length, digest.totals.statusChanges),
      digest.statusChanges.map(
        (c) => `${c.name}: ${c.before ?? 'none'} → ${c.after ?? 'none'} (by ${c.by})`,
      ),
      'None this week',
    ),
    '',
    ...textSection(
      digestListTitle('Open risks', digest.openRisks.length, digest.totals.openRisks),
      digest.openRisks.map(
        (r) =>
          `${RISK_SEVERITY_LABELS[r.severity]}: ${r.title} · ${r.projectName}${r.state === 'acknowledged' ? ' (acknowledged)' : ''}`,
      ),
      'No open risks',
    ),
    '',
    `Open the dashboard: ${links.publicUrl}/`,
    '',
    `— ${PRODUCT_NAME}`,
    '',
    ...end.text,
  ].join('\n');

  const section = (title: string, rows: string[], empty: string) =>
    `      <h2 style="margin:24px 0 8px;font-size:16px">${escapeHtml(title)}</h2>
      ${
        rows.length === 0
          ? `<p style="color:#6b7280;margin:0">${escapeHtml(empty)}</p>`
          : `<ul style="padding-left:18px;margin:0;line-height:1.5">${rows.join('')}</ul>`
      }`;
  const metricCells = digest.metrics
    .map(
      (
        m,
      ) => `<td style="padding:10px;border:1px solid #e5e7eb;border-radius:6px;vertical-align:top">
          <div style="font-size:12px;color:#6b7280">${escapeHtml(m.label)}</div>
          <div style="font-size:18px;font-weight:bold">${escapeHtml(m.now)}</div>
          <div style="font-size:12px;color:#6b7280">${escapeHtml(m.change)} · a week ago ${escapeHtml(m.weekAgo)}</div>
        </td>`,
    )
    .join('');
  const html =
    SHELL(`      <h1 style="margin:0 0 4px;font-size:20px">${escapeHtml(digest.companyName)}: your weekly AI portfolio</h1>
      <p style="margin:0 0 16px;color:#6b7280">${escapeHtml(period)}</p>
      <table role="presentation" style="width:100%;border-collapse:separate;border-spacing:6px"><tr>${metricCells}</tr></table>
${section(
  digestListTitle('New projects', digest.newProjects.length, digest.totals.newProjects),
  digest.newProjects.map(
    (p) =>
      `<li><a href="${escapeHtml(project(p.projectId))}" style="color:#4f46e5">${escapeHtml(p.name)}</a> · ${escapeHtml(p.department)} · ${escapeHtml(p.businessOwner)} · ${escapeHtml(p.status)}</li>`,
  ),
  'None this week',
)}
${section(
  digestListTitle('Status changes', digest.statusChanges.length, digest.totals.statusChanges),
  digest.statusChanges.map(
    (c) =>
      `<li><a href="${escapeHtml(project(c.projectId))}" style="color:#4f46e5">${escapeHtml(c.name)}</a>: ${escapeHtml(c.before ?? 'none')} → <strong>${escapeHtml(c.after ?? 'none')}</strong> <span style="color:#6b7280">by ${escapeHtml(c.by)}</span></li>`,
  ),
  'None this week',
)}
${section(
  digestListTitle('Open risks', digest.openRisks.length, digest.totals.openRisks),
  digest.openRisks.map(
    (r) =>
      `<li><strong>${RISK_SEVERITY_LABELS[r.severity]}</strong>: ${escapeHtml(r.title)} · <a href="${escapeHtml(project(r.projectId))}" style="color:#4f46e5">${escapeHtml(r.projectName)}</a>${r.state === 'acknowledged' ? ' <span style="color:#6b7280">(acknowledged)</span>' : ''}</li>`,
  ),
  'No open risks',
)}
      <p style="margin:24px 0 0"><a href="${escapeHtml(`${links.publicUrl}/`)}" style="background:#4f46e5;color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none;font-weight:bold">Open the dashboard</a></p>
${end.html}`);

  return {
    to: input.to,
    subject: oneLine(digest.subject),
    text,
    html,
    headers: listUnsubscribeHeaders(links.unsubscribeUrl),
  };
}

/**
 * One event, e-mailed to the person it concerns as it happens: its title (and company), a line
 * of detail, a link that opens it, and the footer that says why it came.
 */
function noticeEmail(input: {
  to: string;
  title: string;
  detail: string | null;
  companyName?: string | null;
  url: string;
  /** What the link opens: "the proposal". */
  opens: string;
  footer: { text: readonly string[]; html: string };
}): MailMessage {
  const { title, detail, companyName, url, opens } = input;
  const text = [
    'Hello,',
    '',
    `${title}${companyName ? ` (${companyName})` : ''}`,
    ...(detail ? [detail] : []),
    '',
    `Open ${opens}: ${url}`,
    '',
    `— ${PRODUCT_NAME}`,
    '',
    ...input.footer.text,
  ].join('\n');
  const html = SHELL(
    [
      `      <h1 style="font-size:18px;margin:0 0 12px">${escapeHtml(title)}</h1>`,
      ...(companyName
        ? [`      <p style="color:#6b7280;margin:0 0 12px">${escapeHtml(companyName)}</p>`]
        : []),
      ...(detail
        ? [`      <p style="line-height:1.5;margin:0 0 16px">${escapeHtml(detail)}</p>`]
        : []),
      `      <p><a href="${escapeHtml(url)}" style="color:#4f46e5;font-weight:bold">Open ${escapeHtml(opens)}</a></p>`,
      input.footer.html,
    ].join('\n'),
  );
  return { to: input.to, subject: oneLine(title), text, html };
}

/**
 * A proposal that waits for the person's approval, or the decision on one they submitted: one
 * e-mail per event, sent as it happens (someone waits on it), by the Proposals preference.
 */
export function proposalEmail(input: {
  to: string;
  title: string;
  detail: string | null;
  /** The proposal's page in the shell, `/proposals/<id>`. */
  link: string;
  companyName: string | null;
  links: MailLinks;
}): MailMessage {
  const { links } = input;
  return {
    ...noticeEmail({
      ...input,
      url: `${links.publicUrl}${input.link}`,
      opens: 'the proposal',
      footer: footer('proposalUpdates', links),
    }),
    headers: listUnsubscribeHeaders(links.unsubscribeUrl),
  };
}

/**
 * A reporting deadline of an incident, near or missed: to its owner and the company's admins
 * who have e-mail notifications on (a legal deadline is not a project update: only the master
 * switch stops it).
 */
export function incidentDeadlineEmail(input: {
  to: string;
  title: string;
  detail: string;
  link: string;
  publicUrl: string;
}): MailMessage {
  const settings = `${input.publicUrl}/settings`;
  return noticeEmail({
    ...input,
    url: `${input.publicUrl}${input.link}`,
    opens: 'the incident',
    footer: {
      text: [
        `You get this e-mail because you own the incident or administer its company and e-mail notifications are on: ${settings}`,
      ],
      html: `      <p style="margin-top:28px;padding-top:16px;border-top:1px solid #e5e7eb;line-height:1.5;font-size:12px;color:#6b7280">
        You get this e-mail because you own the incident or administer its company and e-mail notifications are on.
        <a href="${escapeHtml(settings)}" style="color:#4f46e5">Change your preferences</a>
      </p>`,
    },
  });
}
