import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/native-controls';
import { describeError } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { useBookService } from '../api/case-writes';
import { useCase } from '../api/get-case';
import { usePlanLines } from '../api/get-members';
import { InlineField, InlineForm } from './inline-form';

/** A case manager books one of the plan's services in a case (the plan's quantity is taken). */
export function BookServiceForm({
  caseId,
  subscriptionId,
  personnelId,
}: {
  caseId: string;
  subscriptionId: number;
  personnelId: number;
}) {
  const id = useId();
  const lines = (usePlanLines().data ?? []).filter(
    (l) => l.subscriptionId === subscriptionId && l.quantityUnit !== 'none',
  );
  const detail = useCase(caseId).data;
  const book = useBookService(caseId);
  const [line, setLine] = useState('');
  const [at, setAt] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <InlineForm
      label="Book a service"
      error={error}
      onSubmit={() => {
        const serviceId = Number(line || lines[0]?.id);
        const when = new Date(at);
        if (!serviceId || !at || Number.isNaN(when.getTime())) {
          setError('Choose a service and a date and time.');
          return;
        }
        setError(null);
        const existing = detail?.serviceDetails.find(
          (s) => s.serviceId === serviceId && s.status !== 'completed' && s.status !== 'cancelled',
        );
        book.mutate(
          {
            serviceId,
            existingServiceDetailId: existing?.id ?? null,
            personnelId,
            scheduledAt: when.toISOString(),
          },
          {
            onSuccess: () => {
              toast.success('Service booked.');
              setAt('');
            },
            onError: (err) => setError(describeError(err)),
          },
        );
      }}
    >
      <InlineField id={`${id}-line`} label="Service">
        <Select id={`${id}-line`} value={line} onChange={(e) => setLine(e.target.value)}>
          {lines.map((l) => (
            <option key={l.id} value={l.id}>
              {l.name}
            </option>
          ))}
        </Select>
      </InlineField>
      <InlineField id={`${id}-at`} label="Date and time">
        <Input
          id={`${id}-at`}
          type="datetime-local"
          value={at}
          onChange={(e) => setAt(e.target.value)}
        />
      </InlineField>
      <Button type="submit" disabled={book.isPending}>
        {book.isPending ? 'Booking…' : 'Book service'}
      </Button>
    </InlineForm>
  );
}
