import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '@/test/render-with-router';
import { type DoctorsSearch, FEE_RANGE_ERROR } from '../lib/doctor-search-params';
import { DoctorsPage } from './doctors-page';
import { expectLinkTo } from '@/test/expect-link';
import { mockServer } from '@/test/mock-server';

const doctor = (id: number, name: string) => ({
  id,
  user_id: null,
  name,
  gender: 'Female',
  personnel_type_id: 1,
  personnel_type: 'Doctor',
  personnel_type_slug: 'doctor',
  primary_specialization_id: 2,
  primary_specialization: 'Cardiologist',
  department_id: 2,
  department: 'Cardiology',
  specializations: ['Cardiologist'],
  city: 'Pune',
  languages_spoken: ['Marathi', 'English'],
  service_locations: ['Hospital'],
  total_experience_years: 12,
  fee: '850.00',
  rating_avg: '4.60',
  rating_count: 31,
  profile_image: null,
  bio: null,
  created_at: '2026-01-01T00:00:00Z',
  rank: 0,
});

let searches: URLSearchParams[] = [];
let total = 30;
mockServer(
  http.get('*/api/rpc/search_doctors', ({ request }) => {
    expect(request.headers.get('accept-profile')).toBe('pgpersonnel');
    const params = new URL(request.url).searchParams;
    searches.push(params);
    const items = total === 0 ? [] : [doctor(7, 'Dr. Meera Kulkarni'), doctor(8, 'Dr. Asha Patil')];
    return HttpResponse.json({
      total,
      limit: 12,
      offset: Number(params.get('page_offset')),
      items,
    });
  }),
  http.get('*/api/specializations', ({ request }) => {
    expect(request.headers.get('accept-profile')).toBe('pgpersonnel');
    return HttpResponse.json([
      {
        id: 2,
        department_id: 2,
        name: 'Cardiologist',
        slug: 'cardiologist',
        specialization_code: 'CARD',
        branch_of: 'Medicine',
        conditions_treated: ['chest pain'],
      },
    ]);
  }),
);
afterEach(() => {
  searches = [];
  total = 30;
});

const renderPage = (search: DoctorsSearch, onSearchChange = vi.fn(), onReplaceSearch = vi.fn()) =>
  renderWithRouter(
    () => (
      <DoctorsPage
        search={search}
        onSearchChange={onSearchChange}
        onReplaceSearch={onReplaceSearch}
      />
    ),
    '/explore/doctors',
  );

describe('DoctorsPage', () => {
  it('sends the filters as search_doctors arguments and shows the cards with ₹ fees', async () => {
    await renderPage({
      city: 'Pune',
      specialization: 'cardiologist',
      minRating: 4,
      sort: 'fee',
      page: 2,
    });
    expect(await screen.findByRole('heading', { name: '30 doctors found' })).toBeInTheDocument();
    const params = searches[0];
    expect(Object.fromEntries(params ?? [])).toEqual({
      city: 'Pune',
      specialization: 'cardiologist',
      min_rating: '4',
      sort: 'fee',
      page_limit: '12',
      page_offset: '12',
    });
    const card = screen.getByRole('article', { name: /Meera Kulkarni/ });
    expectLinkTo(
      within(card).getByRole('link', { name: 'Dr. Meera Kulkarni' }),
      '/explore/doctors/7',
    );
    expect(within(card).getByText('₹850.00')).toBeInTheDocument();
    expect(within(card).getByText('12 years experience')).toBeInTheDocument();
    expect(within(card).getByText('4.6 (31 reviews)')).toBeInTheDocument();
    expect(within(card).getByText('Marathi, English')).toBeInTheDocument();
    // Page 2 of 3: both neighbours are links that keep the filters.
    const pages = screen.getByRole('navigation', { name: 'Pages of doctors' });
    expect(within(pages).getByText('Page 2 of 3')).toBeInTheDocument();
    expect(within(pages).getByRole('link', { name: 'Next' })).toHaveAttribute(
      'href',
      expect.stringContaining('page=3'),
    );
    expect(
      within(pages).getByRole('link', { name: 'Previous' }).getAttribute('href'),
    ).not.toContain('page=');
  });

  it('applies a chosen filter at once, back on page 1 and keeping the order', async () => {
    const onSearchChange = vi.fn();
    await renderPage({ sort: 'rating', page: 3 }, onSearchChange);
    await screen.findByRole('heading', { name: '30 doctors found' });
    await screen.findByRole('option', { name: 'Cardiologist' });
    await userEvent.selectOptions(screen.getByLabelText('City'), 'Chennai');
    expect(onSearchChange).toHaveBeenLastCalledWith({ city: 'Chennai', sort: 'rating' });
    await userEvent.selectOptions(screen.getByLabelText('Specialization'), 'cardiologist');
    expect(onSearchChange).toHaveBeenLastCalledWith({
      city: 'Chennai',
      specialization: 'cardiologist',
      sort: 'rating',
    });
  });

  it('applies the typed search and fee range with the Search button', async () => {
    const onSearchChange = vi.fn();
    await renderPage({}, onSearchChange);
    await userEvent.type(screen.getByLabelText('Search doctors'), 'knee pain');
    await userEvent.type(screen.getByLabelText('Maximum fee'), '700');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearchChange).toHaveBeenLastCalledWith({ q: 'knee pain', maxFee: 700 });
  });

  it('applies any rupee fee as soon as typing pauses, like the other filters', async () => {
    const onSearchChange = vi.fn();
    await renderPage({ sort: 'fee' }, onSearchChange);
    const minFee = screen.getByLabelText('Minimum fee');
    expect(minFee).toHaveAttribute('step', '1');
    await userEvent.type(minFee, '437');
    expect(onSearchChange).not.toHaveBeenCalled();
    await waitFor(() =>
      expect(onSearchChange).toHaveBeenLastCalledWith({ minFee: 437, sort: 'fee' }),
    );
    expect(onSearchChange).toHaveBeenCalledTimes(1);
  });

  it('shows a minimum fee above the maximum as an error and applies nothing', async () => {
    const onSearchChange = vi.fn();
    await renderPage({}, onSearchChange);
    await userEvent.type(screen.getByLabelText('Minimum fee'), '900');
    await userEvent.type(screen.getByLabelText('Maximum fee'), '300');
    await userEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(screen.getByText(FEE_RANGE_ERROR)).toBeVisible();
    expect(screen.getByLabelText('Minimum fee')).toHaveAttribute('aria-invalid', 'true');
    expect(onSearchChange).not.toHaveBeenCalled();
  });

  it('does not search a reversed fee range from the address, and says why', async () => {
    await renderPage({ minFee: 900, maxFee: 300 });
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((a) => a.textContent)).toContain(
      `${FEE_RANGE_ERROR} Please correct the fee range.`,
    );
    expect(screen.queryByText('No doctors match your search.')).not.toBeInTheDocument();
    expect(searches).toHaveLength(0);
  });

  it('moves a page past the end to the last page instead of "found" next to no doctors', async () => {
    const onReplaceSearch = vi.fn();
    await renderPage({ city: 'Pune', page: 9 }, vi.fn(), onReplaceSearch);
    await waitFor(() => expect(onReplaceSearch).toHaveBeenCalledWith({ city: 'Pune', page: 3 }));
    expect(screen.queryByText('No doctors match your search.')).not.toBeInTheDocument();
  });

  it('shows skeletons while loading, then an empty state that clears the filters', async () => {
    total = 0;
    const onSearchChange = vi.fn();
    await renderPage({ city: 'Patna', gender: 'Male', sort: 'experience' }, onSearchChange);
    expect(screen.getByRole('status')).toHaveTextContent('Loading doctors…');
    expect(await screen.findByText('No doctors match your search.')).toBeInTheDocument();
    const clearButtons = screen.getAllByRole('button', { name: 'Clear filters' });
    await userEvent.click(clearButtons[clearButtons.length - 1]!);
    await waitFor(() => expect(onSearchChange).toHaveBeenCalledWith({ sort: 'experience' }));
  });
});
