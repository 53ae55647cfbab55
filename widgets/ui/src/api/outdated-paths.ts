/**
 * The contract's mapping from a change to the answers it makes out of date (`event-routes.ts`, a
 * view of the entity registry), fetched with the first event or write instead of with a page's
 * first screen: the registry is most of the contract a page would otherwise load up front.
 */
let mapping: Promise<typeof import('@portfolio/contracts/event-routes')> | undefined;

export const outdatedPaths = () => (mapping ??= import('@portfolio/contracts/event-routes'));
