/**
 * The All Projects filters last seen (`?status=active&q=…`), so the project page's Back returns
 * to the same list. The list and the project page are two widgets: the tab's sessionStorage is
 * what both read, and a storage a page refuses (private mode, a sandboxed frame) only forgets.
 */
const KEY = 'portfolio:project-list-search';

export function rememberListSearch(search: string) {
  try {
    sessionStorage.setItem(KEY, search);
  } catch {
    // nothing remembered: Back opens the list unfiltered
  }
}

export function rememberedListSearch(): string {
  try {
    return sessionStorage.getItem(KEY) ?? '';
  } catch {
    return '';
  }
}
