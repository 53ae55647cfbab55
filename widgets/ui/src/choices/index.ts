/**
 * `@portfolio/ui/choices`: choosing among a list drawn as checkboxes or as cards. A subpath of its
 * own, outside the federated kit entry, so pages without such a choice do not download it.
 */
export { CheckboxGroup, type CheckboxGroupProps } from './checkbox-group';
export { ChoiceCard, ChoiceRow, bareFieldset } from './choice-parts';
