import type { MountOptions, ThemeOverrides } from '@portfolio/ui';

// The element's JSON attributes, read for the widget it mounts.

/** The `theme` attribute: CSS-variable overrides as JSON; anything unreadable is ignored. */
export function parseTheme(value: string | null): ThemeOverrides | undefined {
  if (!value) return undefined;
  try {
    return JSON.parse(value) as ThemeOverrides;
  } catch {
    return undefined;
  }
}

/** The options of the kit's mount(): the element sets them, the page's `props` never does. */
const KIT_MOUNT_OPTIONS: Record<keyof MountOptions, true> = {
  apiBaseUrl: true,
  getToken: true,
  queryClient: true,
  theme: true,
  name: true,
  onError: true,
  onAuthRequired: true,
  companyId: true,
  user: true,
  requireUser: true,
  navigate: true,
  props: true,
  onReady: true,
};

export const widgetMountOptions = (props: Record<string, unknown> | undefined) =>
  Object.fromEntries(
    Object.entries(props ?? {}).filter(([key]) => !Object.hasOwn(KIT_MOUNT_OPTIONS, key)),
  );

/** The `props` attribute: absent, or a JSON object; anything else is the page's mistake, said plainly. */
export function parseProps(value: string | null): Record<string, unknown> | undefined {
  if (value === null || value.trim() === '') return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      `The props attribute is not valid JSON (${reason}). Give a JSON object, e.g. props='{"projectId":"…"}'.`,
    );
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new Error(`The props attribute must be a JSON object, e.g. props='{"projectId":"…"}'.`);
  }
  return parsed as Record<string, unknown>;
}

/** The `project-id` attribute, as `props.projectId` (a `projectId` the page's props give wins). */
export function withProjectId(
  props: Record<string, unknown> | undefined,
  projectId: string | null,
): Record<string, unknown> | undefined {
  if (!projectId) return props;
  return { projectId, ...props };
}
