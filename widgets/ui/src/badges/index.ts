/**
 * `@portfolio/ui/badges`: a badge of a kind with a tone table and a label table
 * (`LabelledBadge`, `labelledBadge`: evidence, proposal state, tier, link and gate status) and an
 * incident's severity (`SeverityBadge`); counts of a kind in tiles of their tone (`CountTiles`, and
 * `SeverityTiles` for the risks' severities). A subpath of its own, outside the federated kit entry
 * (it takes the kit's `Badge` from `@portfolio/ui`), so the dashboard and an embedded widget do
 * not download them.
 */
export {
  LabelledBadge,
  labelledBadge,
  SeverityBadge,
  type LabelledBadgeProps,
  type SeverityBadgeProps,
} from './labelled-badge';
export { CountTiles, type CountTile, type CountTilesProps } from './count-tiles';
export { SeverityTiles, type SeverityTilesProps } from './severity-tiles';
