import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  createPortfolioStore,
  demoCompanyHandlers,
  makeProject,
  mountForDemoUser,
  portfolioHandlers,
} from '@portfolio/ui/testing';
import { mount, type RiskRegisterView } from './expose/mount';

describe('mount', () => {
  it('mounts the risk register on a page without React, and unmounts it', async () => {
    const { element, unmount } = mountForDemoUser(mount, {
      handlers: portfolioHandlers(
        createPortfolioStore([makeProject({ status: 'active', euAiActStatus: 'non_compliant' })]),
      ),
    });
    expect(await screen.findByText('Risks', { selector: 'h1' })).toBeTruthy();
    await screen.findByText('Active while non-compliant with the EU AI Act');
    unmount();
    expect(element.textContent).toBe('');
  });

  it.each([
    ['compliance', {}, 'EU AI Act compliance'],
    ['incidents', {}, 'Incidents'],
    ['frameworks', {}, 'Frameworks'],
    ['frameworks', { frameworkId: 'iso-42001' }, 'ISO/IEC 42001 Annex A'],
    ['controls', {}, 'Controls'],
    ['soa', {}, 'Statement of Applicability'],
  ] as const)('mounts the %s view %o, its code fetched then', async (view, props, title) => {
    const { element, unmount } = mountForDemoUser(mount, {
      handlers: demoCompanyHandlers(),
      view,
      props,
    });
    await waitFor(() => expect(element.querySelector('h1')?.textContent).toBe(title), {
      timeout: 5000,
    });
    unmount();
  });

  it('refuses a view it does not have', () => {
    expect(() =>
      mount(document.createElement('div'), { view: 'audits' as RiskRegisterView }),
    ).toThrow(
      /Unknown view "audits": one of risks, compliance, incidents, frameworks, controls, soa/,
    );
  });
});
