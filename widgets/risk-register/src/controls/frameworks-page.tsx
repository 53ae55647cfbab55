import { useState } from 'react';
import type { FrameworksView } from '@portfolio/contracts';
import { CompanyGate, type WidgetProps } from '@portfolio/ui';
import { FrameworkDetail } from './frameworks/framework-detail';
import { FrameworkList } from './frameworks/framework-list';
import { ControlDetail } from './library/control-detail';
import { ControlList } from './library/control-list';
import { pathOf, placeOf, type FrameworksPlace, type PageProps } from './paths';
import { SoaPage } from './soa/soa-page';

export interface FrameworksPageProps extends WidgetProps {
  /** The frameworks' coverage (unless said), the company's controls, or the Statement of Applicability. */
  view?: FrameworksView;
  /** `/compliance/frameworks/{id}`: one framework's items. */
  frameworkId?: string;
  /** `/compliance/controls/{id}`: one control, its links and evidence. */
  controlId?: string;
  /** `/compliance/soa/versions/{n}`: a published version of the Statement. */
  soaVersion?: number | string;
}

/** The place the props name; an item's id names its view. */
function placeOfProps(props: FrameworksPageProps): FrameworksPlace {
  if (props.frameworkId) return { view: 'frameworks', frameworkId: props.frameworkId };
  if (props.controlId) return { view: 'controls', controlId: props.controlId };
  const version = Number(props.soaVersion);
  if (props.soaVersion !== undefined && Number.isInteger(version) && version > 0) {
    return { view: 'soa', soaVersion: version };
  }
  return { view: props.view ?? 'frameworks' };
}

/**
 * Controls and frameworks under /compliance: each framework's coverage and its items, the
 * company's controls with their evidence, and the ISO/IEC 42001 Statement of Applicability. In
 * the shell each page is an address of the shell's; mounted on another site's page (no
 * `location`) the widget moves between its pages itself, and only a project's link leaves it.
 */
export function FrameworksPage(props: FrameworksPageProps) {
  const place = placeOfProps(props);
  return (
    <CompanyGate companyId={props.companyId} navigate={props.navigate} action="see the frameworks">
      {(companyId) => (
        <Places key={pathOf(place)} {...props} companyId={companyId} initial={place} />
      )}
    </CompanyGate>
  );
}

function Places({
  companyId,
  user,
  navigate,
  location,
  initial,
}: FrameworksPageProps & { companyId: string; initial: FrameworksPlace }) {
  const [place, setPlace] = useState(initial);
  const isAdmin = user?.companies.find((c) => c.id === companyId)?.role === 'admin';
  const go = (path: string) => {
    const next = location ? undefined : placeOf(path);
    if (next) setPlace(next);
    else navigate(path);
  };
  const page: PageProps = { companyId, isAdmin, go };
  if (place.frameworkId)
    return <FrameworkDetail key={place.frameworkId} {...page} frameworkId={place.frameworkId} />;
  if (place.controlId)
    return <ControlDetail key={place.controlId} {...page} controlId={place.controlId} />;
  if (place.view === 'controls') return <ControlList {...page} />;
  if (place.view === 'soa')
    return <SoaPage key={place.soaVersion ?? 'draft'} {...page} version={place.soaVersion} />;
  return <FrameworkList {...page} />;
}
