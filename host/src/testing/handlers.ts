import {
  HttpResponse,
  makeCurrentUser,
  makeMembership,
  mockRoute,
} from '@portfolio/ui/testing/msw';
import {
  PREFERENCE_DEFAULTS,
  WIDGET_NAMES,
  routes,
  type CurrentUser,
  type Preferences,
} from '@portfolio/contracts';
import { defaultManifestUrl } from '../api/get-widget-registry';
import { MOCK_SESSION_COOKIE } from './mock-session';

let user: CurrentUser = makeCurrentUser();
let preferences: Preferences = { ...PREFERENCE_DEFAULTS };

const now = () => new Date().toISOString();

/** The shell's own API in mock mode: the session, companies, preferences and the widget registry. */
export const hostHandlers = [
  mockRoute(routes.getCurrentUser, ({ cookies }) =>
    cookies[MOCK_SESSION_COOKIE] === 'out'
      ? HttpResponse.json({ message: 'Unauthorized' }, { status: 401 })
      : HttpResponse.json(user),
  ),
  mockRoute(routes.createCompany, async ({ request }) => {
    const body = await request.json();
    const membership = makeMembership({ ...body, id: crypto.randomUUID(), role: 'admin' });
    user = { ...user, companies: [membership, ...user.companies] };
    return HttpResponse.json(
      { ...membership, ownerId: user.id, createdAt: now(), updatedAt: now() },
      { status: 201 },
    );
  }),
  mockRoute(routes.updateCompany, async ({ request, params }) => {
    const body = await request.json();
    user = {
      ...user,
      companies: user.companies.map((c) => (c.id === params.companyId ? { ...c, ...body } : c)),
    };
    return HttpResponse.json({
      ...body,
      id: params.companyId,
      ownerId: user.id,
      createdAt: now(),
      updatedAt: now(),
    });
  }),
  mockRoute(routes.getPreferences, () => HttpResponse.json(preferences)),
  mockRoute(routes.updatePreferences, async ({ request }) => {
    preferences = await request.json();
    return HttpResponse.json(preferences);
  }),
  mockRoute(routes.changePassword, () => new HttpResponse(null, { status: 204 }) as never),
  // The account is gone: the mocked session ends, as /api/logout ends it.
  mockRoute(
    routes.deleteAccount,
    () =>
      new HttpResponse(null, {
        status: 204,
        headers: { 'Set-Cookie': `${MOCK_SESSION_COOKIE}=out; Path=/` },
      }) as never,
  ),
  mockRoute(routes.getWidgetRegistry, () =>
    HttpResponse.json(
      Object.fromEntries(WIDGET_NAMES.map((name) => [name, defaultManifestUrl(name)])),
    ),
  ),
];
