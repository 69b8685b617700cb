import { createFileRoute } from '@tanstack/react-router';
import { bookingEnquiriesQueryOptions } from '@/features/appointments/api/booking-enquiries';
import { BookingEnquiriesList } from '@/features/appointments/components/booking-enquiries-list';
import { BookingEnquiryForm } from '@/features/appointments/components/booking-enquiry-form';
import { labTestsQueryOptions, useLabTests } from '@/features/explore/api/get-lab-tests';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { selectIsAdmin, useSessionStore } from '@/stores/session-store';

/** /booking-enquiry: ask the platform to arrange a doctor appointment or a lab test (§2, §3). */
export const Route = createFileRoute('/_app/booking-enquiry')({
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(bookingEnquiriesQueryOptions());
    return queryClient.ensureQueryData(labTestsQueryOptions());
  },
  component: BookingEnquiryPage,
});

function BookingEnquiryPage() {
  useDocumentTitle('Booking enquiry');
  const isAdmin = useSessionStore(selectIsAdmin);
  const { data: labTests } = useLabTests();
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-8">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">Booking enquiry</h1>
        <p className="text-muted-foreground">
          Tell us what you need and we will arrange a doctor appointment or a lab test for you.
        </p>
      </div>
      <BookingEnquiryForm labTests={labTests} />
      <BookingEnquiriesList isAdmin={isAdmin} />
    </div>
  );
}
