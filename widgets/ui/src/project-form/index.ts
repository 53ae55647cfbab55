/**
 * `@portfolio/ui/project-form`: a project's fields as the create form (project-table) and the
 * edit dialog (project-workspace) both show them, with the draft's checks. A subpath of its own,
 * outside the federated kit entry, so the form checks (TypeBox's `Value`) load with a form only.
 */
export * from './project-draft';
export { GroupHeading, ProjectFields, focusField } from './project-fields';
export { fieldControls } from './project-field-controls';
export { ProjectPageForm, type ProjectPageFormProps } from './project-page-form';
export type { ComplianceField, DerivedStatuses, ProjectFieldsProps } from './project-fields';
export { useProjectDraft } from './use-project-draft';
export { rememberListSearch, rememberedListSearch } from './list-search';
