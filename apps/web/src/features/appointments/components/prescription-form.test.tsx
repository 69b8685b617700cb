import { appointmentMessages, prescriptionFormMessages } from '@athcare/shared/appointments.schema';
import { messages } from '@athcare/shared/messages';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { savePrescription } from '../api/save-prescription';
import { PrescriptionForm } from './prescription-form';
import { mockServer } from '@/test/mock-server';

let received: unknown[] = [];
const server = mockServer(
  http.post('*/api/rpc/save_prescription', async ({ request }) => {
    expect(request.headers.get('content-profile')).toBe('pgathcare');
    const body = (await request.json()) as Record<string, unknown>;
    received.push(body);
    return HttpResponse.json({
      id: 9,
      booking_id: body.booking_id,
      personnel_id: 1,
      user_id: '6f1c2a1e-8d1b-4c4e-9a51-0d1f4f1b2c3d',
      prescriber_name: 'Dr Rohan Mehta',
      prescriber_registration_number: 'MMC/2011/48213',
      prescriber_regulatory_body: 'Maharashtra Medical Council',
      case_summary: body.case_summary,
      prescription: body.prescription,
      medicine_intake: body.medicine_intake,
      follow_up_date: body.follow_up_date,
      follow_up_time: typeof body.follow_up_time === 'string' ? `${body.follow_up_time}:00` : null,
      created_at: '2030-01-07T05:00:00Z',
      updated_at: '2030-01-07T05:00:00Z',
    });
  }),
);
afterEach(() => {
  received = [];
});

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Save prescription' }));
const row = (n: number) => screen.getByRole('group', { name: `Medicine ${n}` });

describe('PrescriptionForm (§2 form, §5 messages)', () => {
  it('requires the prescription, with the §5 message next to the field', async () => {
    const onSave = vi.fn();
    render(<PrescriptionForm existing={null} onSave={onSave} />);
    await submit();
    const field = screen.getByLabelText(/^Prescription/);
    expect(await screen.findByText(messages.prescriptionRequired)).toBeVisible();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(messages.prescriptionRequired);
    expect(onSave).not.toHaveBeenCalled();
  });

  it('adds and removes medicine rows and validates each field of a row', async () => {
    const onSave = vi.fn();
    render(<PrescriptionForm existing={null} onSave={onSave} />);
    expect(screen.getByText('No medicines added.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Add medicine' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add medicine' }));
    expect(screen.getAllByTestId('medicine-row')).toHaveLength(2);
    // Medicines are chosen by name from the spec's list; no ID to type.
    expect(within(row(1)).queryByLabelText('Medicine ID')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove medicine 2' }));
    expect(screen.getAllByTestId('medicine-row')).toHaveLength(1);

    await userEvent.type(screen.getByLabelText(/^Prescription/), 'Rest and fluids.');
    await submit();
    const first = row(1);
    // Words a doctor reads, never the wire's field names.
    expect(await within(first).findByText(prescriptionFormMessages.medicine)).toBeVisible();
    expect(within(first).getByText(prescriptionFormMessages.frequency)).toBeVisible();
    expect(within(first).getByText(prescriptionFormMessages.duration)).toBeVisible();
    expect(first.textContent).not.toMatch(/medicine_duration|medicines_frequency/);
    expect(within(first).getByText(messages.dosageNumber)).toBeVisible();

    const dose = within(first).getByLabelText('Dosage (mg)');
    await userEvent.type(dose, '1.5');
    expect(await within(first).findByText(messages.dosageInteger)).toBeVisible();
    await userEvent.clear(dose);
    await userEvent.type(dose, '0');
    expect(await within(first).findByText(messages.dosagePositive)).toBeVisible();
    expect(dose).toHaveAccessibleDescription(messages.dosagePositive);
    expect(onSave).not.toHaveBeenCalled();
  });

  it('saves a valid form through save_prescription with the wire shape', async () => {
    const onSave = vi.fn((form: Parameters<typeof savePrescription>[0]['form']) =>
      savePrescription({ bookingId: 42, form }),
    );
    render(<PrescriptionForm existing={null} onSave={onSave} />);
    await userEvent.type(screen.getByLabelText('Case summary'), 'Tension headache.');
    await userEvent.type(screen.getByLabelText(/^Prescription/), 'Sleep well.');
    await userEvent.click(screen.getByRole('button', { name: 'Add medicine' }));
    const first = row(1);
    await userEvent.selectOptions(within(first).getByLabelText('Medicine'), 'Ibuprofen');
    await userEvent.click(within(first).getByRole('checkbox', { name: 'Night' }));
    await userEvent.click(within(first).getByRole('checkbox', { name: 'Morning' }));
    await userEvent.type(within(first).getByLabelText('Duration'), '5 days');
    await userEvent.type(within(first).getByLabelText('Dosage (mg)'), '500');
    await userEvent.type(screen.getByLabelText('Follow-up date'), '2030-01-21');
    const time = screen.getByLabelText('Follow-up time (24-hour)');
    expect(time).toHaveAttribute('placeholder', 'HH:MM, e.g. 14:30');
    await userEvent.type(time, '14:30');
    await submit();
    await waitFor(() => expect(received).toHaveLength(1));
    expect(received[0]).toEqual({
      booking_id: 42,
      case_summary: 'Tension headache.',
      prescription: 'Sleep well.',
      medicine_intake: [
        {
          medicine_id: 2, // Ibuprofen, the second medicine of the spec's list
          medicines: 'Ibuprofen',
          medicines_frequency: ['Morning', 'Night'],
          medicine_duration: '5 days',
          medicines_dosage: 500,
        },
      ],
      follow_up_date: '2030-01-21',
      follow_up_time: '14:30',
    });
  });

  it('shows the server’s refusal (no registration number) above the buttons', async () => {
    server.use(
      http.post('*/api/rpc/save_prescription', () =>
        HttpResponse.json(
          { code: '22023', message: appointmentMessages.registrationRequired },
          { status: 400 },
        ),
      ),
    );
    render(
      <PrescriptionForm
        existing={null}
        onSave={(form) => savePrescription({ bookingId: 42, form })}
      />,
    );
    await userEvent.type(screen.getByLabelText(/^Prescription/), 'Sleep well.');
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      appointmentMessages.registrationRequired,
    );
  });
});
