import { SearchIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** A search form's submit button: a magnifier and "Search". */
export function SearchSubmitButton() {
  return (
    <Button type="submit">
      <SearchIcon aria-hidden />
      Search
    </Button>
  );
}
