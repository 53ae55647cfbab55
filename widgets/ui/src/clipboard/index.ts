/**
 * `@portfolio/ui/clipboard`: copying a text (an API key, an embed snippet) with a toast saying it
 * was copied. A subpath of its own, outside the federated kit entry, so pages that copy nothing do
 * not download it.
 */
export { copyText } from './copy-text';
export { useCopyText, type CopyToast } from './use-copy-text';
