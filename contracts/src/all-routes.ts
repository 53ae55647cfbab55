/**
 * The whole endpoint table, for the one reader that looks routes up by a name it is given: the
 * event client (`integrations/event-routes.ts`), which maps any change to the paths it outdates.
 * A browser build gives each widget a table of only the routes its code names in place of
 * `routes.ts`, and this whole one here (rspack.config.ts).
 */
export { routes } from './routes';
