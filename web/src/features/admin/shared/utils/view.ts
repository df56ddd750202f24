/**
 * How a tab changes its part of the dashboard's view (page, search, filters), which the shell keeps in
 * the URL so that a reload or a shared link shows the same rows. `replace` swaps the history entry
 * instead of adding one: filters use it, so typing a search does not fill the back button; a page change
 * adds an entry. A tab names only its own fields; the shell passes its one updater to every tab.
 */
export type UpdateView<View> = (change: Partial<View>, options?: { replace?: boolean }) => void;
