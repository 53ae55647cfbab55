import {
  BarChartIcon,
  BuildingIcon,
  CpuIcon,
  DollarIcon,
  FolderIcon,
  PrinterIcon,
  SearchIcon,
  ShieldCheckIcon,
  TargetIcon,
  type Icon,
} from '@portfolio/ui';

/** The project-tracking page's copy, apart from its layout. */

/** What a project records, one tile a group of properties. */
export const RECORDED: { title: string; icon: Icon; items: string[] }[] = [
  {
    title: 'The basics',
    icon: FolderIcon,
    items: ['Project name', 'Department', 'Business owner', 'The problem it solves'],
  },
  {
    title: 'Jobs to be done',
    icon: TargetIcon,
    items: ['What people hire the project to do', 'Who benefits, in their own words'],
  },
  {
    title: 'Financials',
    icon: DollarIcon,
    items: [
      'Initial costs',
      'Running costs per month',
      'Expected return per year',
      'ROI in percent',
    ],
  },
  {
    title: 'Compliance & governance',
    icon: ShieldCheckIcon,
    items: ['EU AI Act status', 'GDPR status', 'DORA status', 'Notes and observations'],
  },
  {
    title: 'LLM models',
    icon: CpuIcon,
    items: [
      "Models from your company's registry",
      'Vendor of each model',
      'API keys stored masked',
    ],
  },
];

/** The portfolio's views, one tile each. */
export const VIEWS: { title: string; icon: Icon; text: string }[] = [
  {
    title: 'All Projects',
    icon: SearchIcon,
    text: 'The complete inventory in one table. Search by name or problem statement, filter by department and status, open any project in a click.',
  },
  {
    title: 'By Department',
    icon: BuildingIcon,
    text: 'One card per department, busiest first, with its project count, total investment and average ROI.',
  },
  {
    title: 'By Status',
    icon: BarChartIcon,
    text: 'How the portfolio splits across planning, delivery and production, with each status in its own section.',
  },
  {
    title: 'Project detail',
    icon: PrinterIcon,
    text: 'Everything about one project on a single page: summary, business details, financial analysis, compliance, models and notes. Print it for a steering meeting.',
  },
];

/** The dashboard's four figures and how each is computed. */
export const FORMULAS: { term: string; definition: string }[] = [
  { term: 'Total projects', definition: 'Every live project of your company.' },
  {
    term: 'Total investment',
    definition:
      'Initial costs plus twelve months of running costs, summed over all projects and shown in millions of dollars.',
  },
  {
    term: 'Average ROI',
    definition: 'The mean ROI of the projects that have one, in whole percent.',
  },
  {
    term: 'Fully compliant',
    definition:
      'The share of projects whose EU AI Act status is compliant, with the count behind it.',
  },
];
