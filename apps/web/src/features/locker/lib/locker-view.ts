import type { LockerLayout } from '../components/file-list';
import type { LockerSort, LockerViewSearch } from './search-params';

/**
 * LockerBrowser's view props from a docs page's address: grid or list and the order (grid and
 * newest first by default); a change is written back through `replaceSearch`.
 */
export function lockerViewProps(
  search: LockerViewSearch,
  replaceSearch: (change: LockerViewSearch) => void,
) {
  return {
    layout: search.view ?? 'grid',
    sort: search.sort ?? 'date',
    onLayoutChange: (view: LockerLayout) => replaceSearch({ view }),
    onSortChange: (sort: LockerSort) => replaceSearch({ sort }),
  } satisfies {
    layout: LockerLayout;
    sort: LockerSort;
    onLayoutChange: (layout: LockerLayout) => void;
    onSortChange: (sort: LockerSort) => void;
  };
}
