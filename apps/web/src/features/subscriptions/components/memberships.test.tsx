import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithRouter } from '@/test/render-with-router';
import { Memberships } from './memberships';
import { mockServer } from '@/test/mock-server';

const invitation = {
  member_id: '7b0c2f1e-8d7e-4c11-9a55-0d4c1a2b3c4d',
  user_subscription_id: '1f0c2f1e-8d7e-4c11-9a55-0d4c1a2b3c4d',
  plan_name: 'Complete Health Foresight',
  holder_name: 'Asha Rao',
  relation: 'spouse',
  invited_at: '2026-11-20T10:00:00Z',
  valid_until: '2027-11-20T10:00:00Z',
};
let rows: (typeof invitation & { status: string })[] = [];
const answers: unknown[] = [];
mockServer(
  http.post('*/api/rpc/list_my_memberships', ({ request }) => {
    expect(request.headers.get('content-profile')).toBe('pgsubs');
    return HttpResponse.json(rows);
  }),
  http.post('*/api/rpc/respond_to_invitation', async ({ request }) => {
    const body = (await request.json()) as { member_id: string; accept: boolean };
    answers.push(body);
    rows = body.accept ? rows.map((r) => ({ ...r, status: 'accepted' })) : [];
    return new HttpResponse(null, { status: 204 });
  }),
);
afterEach(() => {
  answers.length = 0;
});

describe('Memberships', () => {
  it('shows nothing without invitations or plans of others', async () => {
    rows = [];
    await renderWithRouter(() => <Memberships userId="u1" />, '/');
    expect(screen.queryByRole('heading', { name: 'Invitations' })).not.toBeInTheDocument();
  });

  it('accepting an invitation sends the invited member’s answer and lists the plan as theirs', async () => {
    rows = [{ ...invitation, status: 'pending' }];
    await renderWithRouter(() => <Memberships userId="u1" />, '/');
    expect(
      await screen.findByText('Asha Rao invited you to their Complete Health Foresight plan'),
    ).toBeInTheDocument();
    await userEvent.click(
      screen.getByRole('button', { name: 'Accept the invitation to Complete Health Foresight' }),
    );
    expect(
      await screen.findByText('Complete Health Foresight · held by Asha Rao'),
    ).toBeInTheDocument();
    expect(answers).toEqual([{ member_id: invitation.member_id, accept: true }]);
    expect(screen.queryByRole('heading', { name: 'Invitations' })).not.toBeInTheDocument();
  });

  it('declining sends accept false and the invitation goes', async () => {
    rows = [{ ...invitation, status: 'pending' }];
    await renderWithRouter(() => <Memberships userId="u1" />, '/');
    await userEvent.click(
      await screen.findByRole('button', {
        name: 'Decline the invitation to Complete Health Foresight',
      }),
    );
    await waitFor(() =>
      expect(
        screen.queryByText('Asha Rao invited you to their Complete Health Foresight plan'),
      ).not.toBeInTheDocument(),
    );
    expect(answers).toEqual([{ member_id: invitation.member_id, accept: false }]);
  });

  it('leaving asks first and says the member keeps their cases and history', async () => {
    rows = [{ ...invitation, status: 'accepted' }];
    await renderWithRouter(() => <Memberships userId="u1" />, '/');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Leave Complete Health Foresight' }),
    );
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Your cases and medical history stay yours');
    expect(dialog).not.toHaveTextContent(/go with it|deleted/);
  });
});
