import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '@/test/render-with-router';
import { AmbulanceRequestForm } from './ambulance-request-form';
import { mockServer } from '@/test/mock-server';

const koramangala = {
  id: 24,
  name: 'Koramangala',
  city: 'Bengaluru',
  state: 'Karnataka',
  latitude: '12.935200',
  longitude: '77.624500',
};
let requests: Record<string, unknown>[] = [];
let answer: () => Response = () => HttpResponse.json([]);
mockServer(
  http.get('*/api/localities', ({ request }) => {
    expect(request.headers.get('accept-profile')).toBe('pgvendor');
    // Asked once typing pauses: for the whole word, not for every key.
    expect(new URL(request.url).searchParams.get('or')).toBe(
      '(name.ilike.*Kora*,city.ilike.*Kora*)',
    );
    return HttpResponse.json([koramangala]);
  }),
  http.post('*/api/rpc/request_ambulance', async ({ request }) => {
    requests.push((await request.json()) as Record<string, unknown>);
    return answer();
  }),
);
afterEach(() => {
  requests = [];
  vi.unstubAllGlobals();
});

describe('AmbulanceRequestForm', () => {
  it('asks for a pickup point, takes one from a locality, and sends the request', async () => {
    answer = () => HttpResponse.json([]);
    await renderWithRouter(() => <AmbulanceRequestForm />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Request ambulance' }));
    expect(
      await screen.findByText('Choose the pickup point: use your location or pick your locality.'),
    ).toBeVisible();
    expect(screen.getByText('Pickup address is required.')).toBeVisible();
    expect(requests).toEqual([]);

    await user.type(screen.getByLabelText('Or find your locality'), 'Kora');
    const found = await screen.findByRole('list', { name: 'Localities found' });
    await user.click(
      within(found).getByRole('button', { name: 'Koramangala, Bengaluru, Karnataka' }),
    );
    expect(screen.getByText('Koramangala, Bengaluru: 12.9352, 77.6245')).toBeVisible();
    expect(screen.getByLabelText('Pickup address')).toHaveValue(
      'Koramangala, Bengaluru, Karnataka',
    );
    await user.selectOptions(screen.getByLabelText('Ambulance type'), 'ICU Ambulance');
    await user.type(screen.getByLabelText('Contact phone'), '+91 98450 12345');
    await user.click(screen.getByRole('button', { name: 'Request ambulance' }));
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]).toEqual({
      pickup_address: 'Koramangala, Bengaluru, Karnataka',
      pickup_latitude: 12.9352,
      pickup_longitude: 77.6245,
      ambulance_type: 'ICU Ambulance',
      contact_phone: '+91 98450 12345',
      patient_notes: null,
    });
  });

  it('says plainly when location is refused, and shows the server’s refusal', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      geolocation: {
        getCurrentPosition: (_ok: unknown, fail: (e: unknown) => void) =>
          fail({ code: 1, PERMISSION_DENIED: 1 }),
      },
    });
    answer = () =>
      HttpResponse.json(
        {
          code: 'PT409',
          message: 'You already have an ambulance on its way. Cancel it before asking again.',
          details: null,
          hint: null,
        },
        { status: 409 },
      );
    await renderWithRouter(() => <AmbulanceRequestForm />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Use my location' }));
    expect(
      await screen.findByText('Location access was denied. Choose your locality instead.'),
    ).toBeVisible();
    await user.type(screen.getByLabelText('Or find your locality'), 'Kora');
    await user.click(
      await screen.findByRole('button', { name: 'Koramangala, Bengaluru, Karnataka' }),
    );
    await user.type(screen.getByLabelText('Contact phone'), '+91 98450 12345');
    await user.click(screen.getByRole('button', { name: 'Request ambulance' }));
    expect(
      await screen.findByText(
        'You already have an ambulance on its way. Cancel it before asking again.',
      ),
    ).toBeVisible();
  });
});
