import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CREATE_FORM_DEPARTMENTS, routes, type ProjectCreateBody } from '@portfolio/contracts';
import {
  createPortfolioStore,
  DEMO_COMPANY_ID,
  findToast,
  HttpResponse,
  mockRoute,
  mockRouteError,
  renderWithProjects,
  widgetProps,
} from '@portfolio/ui/testing';
import { goToLogin } from '../api/login';
import { LOGIN_REDIRECT_DELAY, ProjectForm } from './project-form';

vi.mock('../api/login', () => ({ goToLogin: vi.fn() }));

afterEach(() => {
  vi.useRealTimers();
  vi.mocked(goToLogin).mockReset();
});

/** Answers the create call as the BFF does and keeps the body it was sent. */
function captureCreate() {
  const sent: ProjectCreateBody[] = [];
  const store = createPortfolioStore();
  const handler = mockRoute(routes.createProject, async ({ request, params }) => {
    const body = await request.json();
    sent.push(body);
    return HttpResponse.json(store.create(params.companyId, body), { status: 201 });
  });
  return { sent, handler };
}

/** The create form, its creates answered and kept in `sent`. */
function renderCreateForm(props = widgetProps()) {
  const { sent, handler } = captureCreate();
  const { user } = renderWithProjects(<ProjectForm {...props} />, { handlers: [handler] });
  return { sent, user, props };
}

const field = (name: string) => screen.getByLabelText(new RegExp(`^${name}`));

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('Project Name'), 'Claims Triage Assistant');
  await user.type(field('Problem Statement'), 'Adjusters read every claim before routing it.');
  await user.selectOptions(field('Department'), 'Finance');
  await user.type(field('Business Owner'), 'Dana Whitfield');
}

describe('Create New AI Project', () => {
  it('has the six sections, the create form departments, number fields and the defaults', () => {
    renderWithProjects(<ProjectForm {...widgetProps()} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Create New AI Project');
    for (const section of [
      'Basic Information',
      'Schedule',
      'Jobs to be Done',
      'Financial Information',
      'Compliance & Governance',
      'Additional Notes',
    ]) {
      expect(screen.getByRole('region', { name: section })).toBeTruthy();
    }
    const departments = within(field('Department'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(departments).toEqual(['Select department', ...CREATE_FORM_DEPARTMENTS]);
    expect((field('Status') as HTMLSelectElement).value).toBe('planning');
    for (const name of ['EU AI Act Status', 'GDPR Status', 'DORA Status']) {
      expect((field(name) as HTMLSelectElement).value).toBe('not_applicable');
    }
    for (const name of ['Expected Return', 'Initial Costs', 'Running Costs', 'ROI']) {
      expect(field(name).getAttribute('type')).toBe('number');
    }
    for (const name of ['Start Date', 'Target Date']) {
      expect(field(name).getAttribute('type')).toBe('date');
    }
  });

  it('refuses blank required fields with the Validation Error toast and marks them', async () => {
    const { sent, user } = renderCreateForm();
    await user.type(field('Project Name'), '   ');
    await user.click(screen.getByRole('button', { name: 'Create Project' }));

    expect(await findToast()).toEqual({
      lines: ['Validation Error', 'Please fill in all required fields'],
      variant: 'destructive',
    });
    for (const name of ['Project Name', 'Problem Statement', 'Department', 'Business Owner']) {
      expect(field(name).getAttribute('aria-invalid')).toBe('true');
    }
    expect(screen.getByText('Project name is required')).toBeTruthy();
    expect(field('Status').getAttribute('aria-invalid')).toBeNull();
    expect(sent).toEqual([]);
  });

  it('sends empty figures as null and typed ones as decimal strings, then goes to the projects', async () => {
    const { sent, user, props } = renderCreateForm();
    await fillRequired(user);
    await user.type(field('Expected Return'), '480000');
    await user.type(field('ROI'), '125.5');
    await user.selectOptions(field('GDPR Status'), 'in_review');
    await user.click(screen.getByRole('button', { name: 'Create Project' }));

    await waitFor(() => expect(props.navigate).toHaveBeenCalledWith('/projects'));
    expect(sent).toEqual([
      {
        name: 'Claims Triage Assistant',
        problemStatement: 'Adjusters read every claim before routing it.',
        department: 'Finance',
        businessOwner: 'Dana Whitfield',
        jobsToBeDone: null,
        expectedReturn: '480000',
        initialCosts: null,
        runningCosts: null,
        roi: '125.5',
        status: 'planning',
        euAiActStatus: 'not_applicable',
        gdprStatus: 'in_review',
        doraStatus: 'not_applicable',
        notes: null,
        startDate: null,
        targetDate: null,
      },
    ]);
    expect(await findToast()).toEqual({
      lines: ['Project created successfully!'],
      variant: 'default',
    });
  });

  it('checks figures against the contract before sending', async () => {
    const { sent, user } = renderCreateForm();
    await fillRequired(user);
    await user.type(field('Initial Costs'), '-5');
    await user.click(screen.getByRole('button', { name: 'Create Project' }));
    expect(
      await screen.findByText(/^Initial Costs must be an amount of zero or more such as 1234.50/),
    ).toBeTruthy();
    expect(await findToast()).toEqual({
      lines: ['Validation Error', 'Please correct the highlighted fields'],
      variant: 'destructive',
    });
    expect(sent).toEqual([]);
  });

  it('says the user is logged out on 401 and goes to sign in after 500 ms', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderWithProjects(<ProjectForm {...widgetProps()} />, {
      handlers: [mockRouteError(routes.createProject, 401, 'Unauthorized')],
      apiBaseUrl: 'https://portfolio.example.com',
    });
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Create Project' }));

    expect(await findToast()).toEqual({
      lines: ['Unauthorized: You are logged out. Logging in again...'],
      variant: 'destructive',
    });
    expect(goToLogin).not.toHaveBeenCalled();
    vi.advanceTimersByTime(LOGIN_REDIRECT_DELAY);
    expect(goToLogin).toHaveBeenCalledTimes(1);
    expect(goToLogin).toHaveBeenCalledWith(
      expect.objectContaining({ baseUrl: 'https://portfolio.example.com' }),
    );
    expect(LOGIN_REDIRECT_DELAY).toBe(500);
  });

  it('says "Failed to create project. Please try again." for any other failure', async () => {
    const props = widgetProps();
    const { user } = renderWithProjects(<ProjectForm {...props} />, {
      handlers: [mockRouteError(routes.createProject, 500, 'Something went wrong')],
    });
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Create Project' }));
    expect(await findToast()).toEqual({
      lines: ['Failed to create project. Please try again.'],
      variant: 'destructive',
    });
    expect(props.navigate).not.toHaveBeenCalled();
    expect(goToLogin).not.toHaveBeenCalled();
    // The form keeps what was typed.
    expect((field('Project Name') as HTMLInputElement).value).toBe('Claims Triage Assistant');
  });

  it('goes back to the dashboard on Cancel', async () => {
    const props = widgetProps();
    const { user } = renderWithProjects(<ProjectForm {...props} />);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(props.navigate).toHaveBeenCalledWith('/');
  });

  it('asks for a company when the user has none', async () => {
    const props = widgetProps({ companyId: null });
    const { user } = renderWithProjects(<ProjectForm {...props} />);
    expect(screen.getByRole('heading', { name: 'No Company Access' })).toBeTruthy();
    expect(
      screen.getByText('You need to be a member of a company to create projects.'),
    ).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Go to Dashboard' }));
    expect(props.navigate).toHaveBeenCalledWith('/');
    expect(screen.queryByRole('button', { name: 'Create Project' })).toBeNull();
  });

  it('sends the create call to the active company', async () => {
    const { handler } = captureCreate();
    const seen: string[] = [];
    const { user } = renderWithProjects(<ProjectForm {...widgetProps()} />, {
      handlers: [
        mockRoute(routes.createProject, ({ params }) => {
          seen.push(params.companyId);
          return undefined as never;
        }),
        handler,
      ],
    });
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Create Project' }));
    await waitFor(() => expect(seen).toEqual([DEMO_COMPANY_ID]));
  });
});

describe('the schedule of a new project', () => {
  const zone = process.env.TZ;
  afterEach(() => {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  });

  it('refuses a target before the start, naming the target date, and sends nothing', async () => {
    const { sent, user } = renderCreateForm();
    await fillRequired(user);
    await user.type(field('Start Date'), '2026-05-02');
    await user.type(field('Target Date'), '2026-05-01');
    await user.click(screen.getByRole('button', { name: 'Create Project' }));

    expect(await findToast()).toEqual({
      lines: ['Validation Error', 'Please correct the highlighted fields'],
      variant: 'destructive',
    });
    expect(field('Target Date').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Target date must be on or after the start date')).toBeTruthy();
    expect(field('Start Date').getAttribute('aria-invalid')).toBeNull();
    expect(sent).toEqual([]);
  });

  it.each(['Pacific/Kiritimati', 'Pacific/Pago_Pago'])(
    'sends the days as typed in %s: a calendar date never shifts',
    async (timeZone) => {
      process.env.TZ = timeZone;
      expect(new Date(2026, 0, 1).getTimezoneOffset()).not.toBe(0);
      const { sent, user, props } = renderCreateForm();
      await fillRequired(user);
      await user.type(field('Start Date'), '2026-01-01');
      await user.type(field('Target Date'), '2026-12-31');
      await user.click(screen.getByRole('button', { name: 'Create Project' }));

      await waitFor(() => expect(props.navigate).toHaveBeenCalledWith('/projects'));
      expect(sent[0]).toMatchObject({ startDate: '2026-01-01', targetDate: '2026-12-31' });
    },
  );
});
