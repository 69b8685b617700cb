import { FolderPlusIcon, LayoutGridIcon, ListIcon, UploadIcon } from 'lucide-react';
import { SortBySelect } from '@/components/sort-by-select';
import { Button } from '@/components/ui/button';
import { lockerSortLabels } from '../lib/format';
import { type LockerSort, lockerSorts } from '../lib/search-params';
import type { LockerLayout } from './file-list';

export function SortSelect({
  sort,
  onSortChange,
}: {
  sort: LockerSort;
  onSortChange: (sort: LockerSort) => void;
}) {
  return (
    <SortBySelect
      value={sort}
      sorts={lockerSorts}
      labels={lockerSortLabels}
      onChange={onSortChange}
      labelClassName="font-normal text-muted-foreground"
      selectClassName="h-9 w-auto"
    />
  );
}

const layoutChoices = [
  { value: 'grid', label: 'Grid', icon: LayoutGridIcon },
  { value: 'list', label: 'List', icon: ListIcon },
] as const satisfies readonly { value: LockerLayout; label: string; icon: unknown }[];

export function LayoutToggle({
  layout,
  onLayoutChange,
}: {
  layout: LockerLayout;
  onLayoutChange: (layout: LockerLayout) => void;
}) {
  return (
    <div role="group" aria-label="View as" className="flex rounded-md border p-0.5">
      {layoutChoices.map(({ value, label, icon: Icon }) => (
        <Button
          key={value}
          variant={layout === value ? 'secondary' : 'ghost'}
          size="icon"
          className="size-8"
          aria-label={label}
          aria-pressed={layout === value}
          onClick={() => onLayoutChange(value)}
        >
          <Icon aria-hidden />
        </Button>
      ))}
    </div>
  );
}

/** Upload and New folder, then how the page is ordered and laid out. */
export function LockerToolbar({
  onUploadClick,
  onNewFolder,
  sort,
  onSortChange,
  layout,
  onLayoutChange,
}: {
  onUploadClick: () => void;
  onNewFolder: () => void;
  sort: LockerSort;
  onSortChange: (sort: LockerSort) => void;
  layout: LockerLayout;
  onLayoutChange: (layout: LockerLayout) => void;
}) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button onClick={onUploadClick}>
        <UploadIcon aria-hidden />
        Upload
      </Button>
      <Button variant="outline" onClick={onNewFolder}>
        <FolderPlusIcon aria-hidden />
        New folder
      </Button>
      <div className="ml-auto flex flex-wrap items-center gap-2">
        <SortSelect sort={sort} onSortChange={onSortChange} />
        <LayoutToggle layout={layout} onLayoutChange={onLayoutChange} />
      </div>
    </div>
  );
}
