import { FrameworksPage, type FrameworksPageProps } from '../controls/frameworks-page';

/**
 * `/compliance/frameworks` (and `/{frameworkId}`), `/compliance/controls` (and `/{controlId}`),
 * `/compliance/soa` (and `/versions/{n}`): the frameworks' coverage, the company's controls and
 * the Statement of Applicability for ISO/IEC 42001. Embedded: `props='{"view":"soa"}'`.
 */
export default function FrameworksWidget(props: FrameworksPageProps) {
  return <FrameworksPage {...props} />;
}
