import { useId, useState } from 'react';
import { FormAlert } from '@/components/ui/alert';
import { FormField } from '@/components/ui/field';
import { Select } from '@/components/ui/native-controls';
import { useVendorBookings } from '../api/hospital-bookings-api';
import { BookingList } from './booking-list';
import { VendorSection } from './vendor-form-bits';

/** The bookings of the vendor's hospitals, filtered by status. */
export function VendorBookingsPage({ userId }: { userId: string }) {
  const id = useId();
  const bookings = useVendorBookings(userId);
  const [status, setStatus] = useState('booked');
  const shown = bookings.data?.filter((b) => status === 'all' || b.bookingStatus === status) ?? [];
  return (
    <VendorSection id={`${id}-list`} title="Hospital bookings">
      <FormField id={`${id}-status`} label="Show" className="w-48">
        <Select id={`${id}-status`} value={status} onChange={(e) => setStatus(e.target.value)}>
          <option value="booked">Booked</option>
          <option value="completed">Completed</option>
          <option value="cancelled">Cancelled</option>
          <option value="all">All</option>
        </Select>
      </FormField>
      {bookings.isPending ? null : bookings.isError ? (
        <FormAlert error={bookings.error} />
      ) : shown.length === 0 ? (
        <p className="text-sm text-muted-foreground">No booking here.</p>
      ) : (
        <BookingList bookings={shown} asVendor label="Bookings of your hospitals" />
      )}
    </VendorSection>
  );
}
