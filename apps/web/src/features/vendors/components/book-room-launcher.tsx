import type { HospitalRoom } from '@athcare/shared/hospital.schema';
import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';

// The form and its schemas load when the member asks for them, not with the hospital page.
const BookRoomPanel = lazy(() =>
  import('./book-room-panel').then((m) => ({ default: m.BookRoomPanel })),
);

/** "Book a room" on a hospital's page: opens the booking form. */
export function BookRoomLauncher(props: {
  hospitalId: number;
  hospitalName: string;
  rooms: HospitalRoom[];
  userId: string;
}) {
  const [open, setOpen] = useState(false);
  if (!open) {
    return (
      <Button className="w-fit" onClick={() => setOpen(true)}>
        Book a room
      </Button>
    );
  }
  return (
    <Suspense fallback={<Skeleton className="h-60 w-full" />}>
      <BookRoomPanel {...props} />
    </Suspense>
  );
}
