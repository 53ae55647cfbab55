import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoIncidents, renderIncidents } from '../testing/render';

describe('IncidentsPage export', () => {
  it("links the CSV download to the page's filters, and the file holds what the page lists", async () => {
    const { store, companyId } = demoIncidents();
    renderIncidents({ store, companyId, search: '?severity=high&regime=gdpr' });
    const link = await screen.findByRole('link', { name: 'Export CSV' });
    expect(link.hasAttribute('download')).toBe(true);
    const href = new URL(link.getAttribute('href')!);
    expect(href.pathname).toBe(`/api/companies/${companyId}/incidents/export`);
    expect(Object.fromEntries(href.searchParams)).toEqual({ severity: 'high', regime: 'gdpr' });

    const listed = store.incidents.list(companyId, { severity: 'high', regime: 'gdpr' }).incidents;
    const others = store.incidents
      .list(companyId, {})
      .incidents.filter((i) => !listed.some((l) => l.id === i.id));
    expect(listed.length).toBeGreaterThan(0);
    expect(others.length).toBeGreaterThan(0);
    const file = await (await fetch(href)).text();
    // A header and one line per incident listed (no demo title breaks a line).
    expect(file.split('\r\n')).toHaveLength(listed.length + 2);
    for (const incident of listed) expect(file).toContain(incident.title);
    for (const incident of others) expect(file).not.toContain(incident.title);
  });
});
