import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithRouter } from '@/test/render-with-router';
import { AddMemberForm } from './add-member-form';
import { mockServer } from '@/test/mock-server';

let bodies: unknown[] = [];
let full = false;
mockServer(
  http.post('*/api/rpc/add_subscription_member', async ({ request }) => {
    bodies.push(await request.json());
    if (full) {
      const message = 'This plan has no place left for another member.';
      return HttpResponse.json({ code: 'PT409', message }, { status: 409 });
    }
    return HttpResponse.json({ id: 'm1' });
  }),
);
afterEach(() => {
  bodies = [];
  full = false;
});

const yearsAgo = (years: number) => {
  const d = new Date();
  d.setFullYear(d.getFullYear() - years);
  d.setDate(d.getDate() - 10);
  return d.toISOString().slice(0, 10);
};

describe('AddMemberForm (on the shared form section)', () => {
  it('refuses an adult as a minor, adds a child, and shows the database’s refusal as an alert', async () => {
    await renderWithRouter(() => <AddMemberForm userSubscriptionId="s1" />);
    const form = await screen.findByRole('form', { name: 'Add a member' });
    await userEvent.type(screen.getByLabelText('First name'), 'Ria');
    await userEvent.type(screen.getByLabelText('Last name'), 'Rao');
    await userEvent.type(screen.getByLabelText('Date of birth'), yearsAgo(20));
    await userEvent.click(screen.getByRole('button', { name: 'Add member' }));
    expect(await screen.findByText('A minor member must be under 18 years old')).toBeVisible();
    expect(bodies).toEqual([]);

    await userEvent.clear(screen.getByLabelText('Date of birth'));
    await userEvent.type(screen.getByLabelText('Date of birth'), yearsAgo(8));
    await userEvent.click(screen.getByRole('button', { name: 'Add member' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({
      user_subscription_id: 's1',
      subscriber_type: 'minor',
      first_name: 'Ria',
    });
    await waitFor(() => expect(screen.getByLabelText('First name')).toHaveValue(''));

    full = true;
    await userEvent.type(screen.getByLabelText('First name'), 'Dev');
    await userEvent.type(screen.getByLabelText('Last name'), 'Rao');
    await userEvent.type(screen.getByLabelText('Date of birth'), yearsAgo(5));
    await userEvent.click(screen.getByRole('button', { name: 'Add member' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This plan has no place left for another member.',
    );
    expect(form).toBeInTheDocument();
  });
});
