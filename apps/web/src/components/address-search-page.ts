/**
 * The props of a page whose search lives in the address (the directory and store lists): the
 * route's validated search, and the way to change it.
 */
export interface AddressSearchPageProps<Search> {
  search: Search;
  onSearchChange: (next: Search) => void;
}
