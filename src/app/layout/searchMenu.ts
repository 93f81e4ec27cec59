import { menuTargetPath, type MenuEntry } from './visibleMenu';

export interface MenuSearchResult {
  /** Unique within one result list. */
  key: string;
  text: string;
  path: string;
  /** The parent menu's text for a submenu entry. */
  section?: string;
}

/** Spec 000 §2.2: shown when nothing matches. */
export const NO_MENU_RESULT_TEXT = 'No Result found';

/**
 * Searches the permitted menu and submenu entries by text (case-insensitive, anywhere in the text).
 * Entries whose text starts with the query come first; an empty query gives no results. Every match
 * is answered (the list scrolls): a cut list hid permitted pages with no sign that more existed.
 */
export function searchMenu(entries: readonly MenuEntry[], query: string): MenuSearchResult[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [];
  const seen = new Set<string>();
  const matches: Array<MenuSearchResult & { rank: number }> = [];
  const consider = (text: string, path: string, section?: string) => {
    const haystack = text.toLowerCase();
    const at = haystack.indexOf(needle);
    if (at === -1 || !path) return;
    const key = `${text}\u0000${path}`;
    if (seen.has(key)) return;
    seen.add(key);
    matches.push({ key, text, path, section, rank: at === 0 ? 0 : 1 });
  };
  for (const entry of entries) {
    consider(entry.text, menuTargetPath(entry));
    for (const sub of entry.submenu) consider(sub.text, sub.path, entry.text);
  }
  return matches
    .map((match, index) => ({ match, index }))
    .sort((a, b) => a.match.rank - b.match.rank || a.index - b.index)
    .map(({ match }) => ({ key: match.key, text: match.text, path: match.path, section: match.section }));
}
