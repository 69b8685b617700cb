import type { Prescription } from '@athcare/shared/appointments.schema';
import { PrinterIcon } from 'lucide-react';
import { ColumnHeads } from '@/components/column-heads';
import { Button } from '@/components/ui/button';
import { formatDateTime, formatDay, shortTime } from '@/lib/format';

/**
 * A prescription as the patient reads and prints it: prescriber, medicines, follow-up. Printing
 * shows it alone (the `@media print` rules for `data-print-area` in styles.css: a stylesheet, as
 * the CSP allows no inline <style>).
 */
export function PrescriptionView({
  prescription,
  visitStartsAt,
  visitTimeZone,
  patientName,
}: {
  prescription: Prescription;
  visitStartsAt?: string;
  visitTimeZone?: string;
  patientName?: string;
}) {
  return (
    <article
      data-print-area
      aria-label="Prescription"
      className="flex flex-col gap-4 text-sm"
      data-testid="prescription-view"
    >
      <header className="flex flex-col gap-1 border-b pb-3">
        <p className="text-base font-semibold">{prescription.prescriberName}</p>
        <p>
          Registration no. {prescription.prescriberRegistrationNumber}
          {prescription.prescriberRegulatoryBody && ` (${prescription.prescriberRegulatoryBody})`}
        </p>
        {patientName && <p>Patient: {patientName}</p>}
        {visitStartsAt && <p>Visit: {formatDateTime(visitStartsAt, visitTimeZone)}</p>}
      </header>
      {prescription.caseSummary && (
        <section>
          <h3 className="font-semibold">Case summary</h3>
          <p className="whitespace-pre-line">{prescription.caseSummary}</p>
        </section>
      )}
      <section>
        <h3 className="font-semibold">Advice</h3>
        <p className="whitespace-pre-line">{prescription.prescription}</p>
      </section>
      <section>
        <h3 className="mb-1 font-semibold">Medicines</h3>
        {prescription.medicineIntake.length === 0 ? (
          <p>No medicines prescribed.</p>
        ) : (
          <div>
            <table className="w-full border-collapse text-left">
              <thead>
                <ColumnHeads
                  className="border-b"
                  labels={['Medicine', 'Dose (mg)', 'Frequency', 'Duration']}
                  cellClassName="py-1 pr-2"
                  lastCellClassName="py-1"
                />
              </thead>
              <tbody>
                {prescription.medicineIntake.map((m, i) => (
                  <tr key={`${m.medicineId}-${i}`} className="border-b last:border-0">
                    <td className="py-1 pr-2">{m.medicines}</td>
                    <td className="py-1 pr-2">{m.medicinesDosage}</td>
                    <td className="py-1 pr-2">{m.medicinesFrequency.join(', ')}</td>
                    <td className="py-1">{m.medicineDuration}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      {(prescription.followUpDate || prescription.followUpTime) && (
        <section>
          <h3 className="font-semibold">Follow-up</h3>
          <p>
            {prescription.followUpDate && formatDay(prescription.followUpDate, { year: true })}
            {prescription.followUpTime && ` at ${shortTime(prescription.followUpTime)}`}
            {visitTimeZone && prescription.followUpTime && ` (${visitTimeZone})`}
          </p>
        </section>
      )}
      <div data-print-hide className="flex justify-end">
        <Button variant="outline" onClick={() => window.print()}>
          <PrinterIcon aria-hidden />
          Print
        </Button>
      </div>
    </article>
  );
}
