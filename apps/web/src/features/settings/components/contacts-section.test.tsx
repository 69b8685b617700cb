import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithRouter } from '@/test/render-with-router';
import type { Address, Contact } from '../api/my-profile';
import { AddressesSection } from './addresses-section';
import { ContactsSection } from './contacts-section';
import { mockServer } from '@/test/mock-server';

const userId = '6f1c2a1e-8d1b-4c4e-9a51-0d1f4f1b2c3d';
const phone: Contact = {
  id: 7,
  contactType: 'phone',
  value: '+91 98765 43210',
  isVerified: false,
  isPrimary: true,
  isPublic: false,
};
const email: Contact = { ...phone, id: 8, contactType: 'email', value: 'k@example.in' };
const address: Address = {
  id: 3,
  addressLine1: '12 MG Road',
  societyBlockPocket: null,
  areaSector: null,
  addressLine2: null,
  nearbyLandmark: null,
  city: 'Pune',
  postalCode: '411001',
  addressType: 'shipping and billing',
  isDefaultShipping: true,
  isDefaultBilling: false,
};

let available = true;
let availabilityAsked = 0;
let requests: unknown[] = [];
let verifies: unknown[] = [];
let deletes: string[] = [];
mockServer(
  http.get('*/api/phone-verification', () => {
    availabilityAsked += 1;
    return HttpResponse.json({ available });
  }),
  http.post('*/api/rpc/request_phone_verification', async ({ request }) => {
    requests.push(await request.json());
    return HttpResponse.json({ status: 'sent' }, { status: 202 });
  }),
  http.post('*/api/rpc/verify_phone', async ({ request }) => {
    const body = (await request.json()) as { code: string };
    verifies.push(body);
    return body.code === '123456'
      ? HttpResponse.json({ phoneVerified: true })
      : HttpResponse.json(
          { code: 'PT400', message: 'The code is not correct.', details: 'code' },
          { status: 400 },
        );
  }),
  http.delete('*/api/addresses', ({ request }) => {
    deletes.push(new URL(request.url).search);
    return new HttpResponse(null, { status: 204 });
  }),
);
afterEach(() => {
  available = true;
  availabilityAsked = 0;
  requests = [];
  verifies = [];
  deletes = [];
});

describe('ContactsSection', () => {
  it('verifies a phone with the SMS code: one code sent, §5 messages, a wrong then the right code', async () => {
    await renderWithRouter(() => <ContactsSection userId={userId} contacts={[phone, email]} />);
    const section = screen.getByRole('region', { name: 'Contacts' });
    // Only the unverified phone offers it, not the email.
    await userEvent.click(
      await within(section).findByRole('button', { name: `Verify ${phone.value}` }),
    );
    expect(within(section).queryByRole('button', { name: `Verify ${email.value}` })).toBeNull();
    const box = await screen.findByRole('region', { name: `Verify ${phone.value}` });
    await within(box).findByText(/We sent a 6-digit code by SMS to/);
    // The API client sends the arguments snake_cased (§7).
    expect(requests).toEqual([{ contact_id: 7 }]);

    const input = within(box).getByLabelText('SMS code');
    await userEvent.type(input, '12a4');
    await userEvent.click(within(box).getByRole('button', { name: 'Verify phone' }));
    expect(await within(box).findByText('OTP must be exactly 6 digits long.')).toBeVisible();
    expect(verifies).toEqual([]);

    await userEvent.clear(input);
    await userEvent.type(input, '000000');
    await userEvent.click(within(box).getByRole('button', { name: 'Verify phone' }));
    expect(await within(box).findByRole('alert')).toHaveTextContent('The code is not correct.');

    await userEvent.clear(input);
    await userEvent.type(input, '123456');
    await userEvent.click(within(box).getByRole('button', { name: 'Verify phone' }));
    await waitFor(() => expect(verifies).toHaveLength(2));
    expect(verifies[1]).toEqual({ contact_id: 7, code: '123456' });
    expect(requests).toHaveLength(1);
  }, 20_000);

  it('offers no phone verification without an SMS provider, nor for a verified phone', async () => {
    available = false;
    await renderWithRouter(() => (
      <ContactsSection
        userId={userId}
        contacts={[phone, { ...phone, id: 9, value: '98450 11122', isVerified: true }]}
      />
    ));
    expect(await screen.findByText('+91 98765 43210')).toBeVisible();
    await waitFor(() => expect(availabilityAsked).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: /^Verify / })).toBeNull();
    expect(screen.getByText('Phone · primary · private · verified')).toBeVisible();
  });
});

describe('the shared list-and-form part', () => {
  it('lists addresses with their details, opens the form and confirms before deleting', async () => {
    await renderWithRouter(() => <AddressesSection userId={userId} addresses={[address]} />);
    const list = await screen.findByRole('list', { name: 'Your addresses' });
    expect(within(list).getByText('12 MG Road, Pune, 411001')).toBeVisible();
    expect(within(list).getByText('Shipping and billing · default shipping')).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Add address' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add an address' });
    expect(within(dialog).getByRole('button', { name: 'Save address' })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await userEvent.click(screen.getByRole('button', { name: 'Delete 12 MG Road, Pune, 411001' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete this address?' });
    expect(deletes).toEqual([]);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deletes).toEqual(['?id=eq.3']));
  });

  it('shows the empty text when there is nothing', async () => {
    await renderWithRouter(() => <ContactsSection userId={userId} contacts={[]} />);
    expect(await screen.findByText('No phone numbers or extra emails yet.')).toBeVisible();
  });
});
