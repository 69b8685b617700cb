import { createFileRoute } from '@tanstack/react-router';
import * as z from '@athcare/shared/zod-mini';
import { BookingEnquiryForm } from '@/features/appointments/components/booking-enquiry-form';
import { labTestsQueryOptions, useLabTests } from '@/features/explore/api/get-lab-tests';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { lazySchema, optionalSearchParam } from '@/lib/search-params';

const searchSchema = lazySchema(() =>
  z.object({
    labTestId: optionalSearchParam(z.coerce.number().check(z.int(), z.positive())),
  }),
);

/** /explore/lab-tests/book-appointment?labTestId=…: the enquiry form set to a lab test booking. */
export const Route = createFileRoute('/_app/explore/lab-tests/book-appointment')({
  validateSearch: searchSchema,
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(labTestsQueryOptions()),
  component: BookLabTestPage,
});

function BookLabTestPage() {
  useDocumentTitle('Book a lab test');
  const { labTestId } = Route.useSearch();
  const { data: labTests } = useLabTests();
  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">Book a lab test</h1>
        <p className="text-muted-foreground">
          Send us your details and preferred time; we will confirm the booking and sample collection
          by phone.
        </p>
      </div>
      <BookingEnquiryForm
        defaultType="Lab Test Booking"
        labTests={labTests}
        defaultLabTestId={labTestId}
      />
    </div>
  );
}
