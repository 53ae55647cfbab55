/**
 * `@portfolio/ui/forms`: a form's change checked against the contract before it is sent, its
 * problems under their fields and the API's refusal kept (`useFormWrite`), and its text values
 * bound to their controls (`useFormValues`); an input in a field of its own (`TextField`), a
 * select's choices from a label table (`labelledOptions`) and a short note in a tone's box
 * (`TonedNotice`). A subpath of its own, outside the federated kit entry: the contract's checks
 * load with the first form.
 */
export { useFormWrite, useFormValues, type FormWriteOptions } from './use-form-write';
export { labelledOptions, TextField } from './fields';
export { TonedNotice } from './toned-notice';
