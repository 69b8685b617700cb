import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast';
import { renderWithQueryClient } from '@/test/render-with-query-client';
import { WorkoutsSection } from './workouts-section';
import { mockServer } from '@/test/mock-server';

vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const template = {
  id: 7,
  name: 'Morning strength',
  activity_type: 'Strength training',
  intensity: 'moderate',
  planned_minutes: 25,
  exercises: [
    { name: 'Squats', sets: 3, reps: 12 },
    { name: 'Plank', sets: 3, duration_seconds: 45 },
  ],
};
const writes: { method: string; path: string; profile: string | null; body: unknown }[] = [];
const record = async (request: Request) => {
  writes.push({
    method: request.method,
    path: new URL(request.url).pathname,
    profile: request.headers.get('content-profile'),
    body: await request.json(),
  });
};

mockServer(
  http.get('*/api/workout_templates', () => HttpResponse.json([template])),
  http.post('*/api/workout_templates', async ({ request }) => {
    await record(request);
    return new HttpResponse(null, { status: 201 });
  }),
  http.post('*/api/rpc/start_workout', async ({ request }) => {
    await record(request);
    return HttpResponse.json(99);
  }),
);

beforeEach(() => {
  writes.length = 0;
  vi.mocked(toast.success).mockClear();
});

function renderSection() {
  renderWithQueryClient(<WorkoutsSection />);
  return userEvent.setup();
}

/** Opens the new-template form (its module loads on the first open). */
async function openTemplateForm(user: ReturnType<typeof userEvent.setup>) {
  const launcher = screen.getByRole('button', { name: 'New workout template' });
  expect(launcher).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('form', { name: 'New workout template' })).toBeNull();
  await user.click(launcher);
  expect(launcher).toHaveAttribute('aria-expanded', 'true');
  return screen.findByRole('form', { name: 'New workout template' });
}

describe('workout templates', () => {
  it('adds a template of exercises: a snake_case POST to pgathcare', async () => {
    const user = renderSection();
    const form = await openTemplateForm(user);
    await user.type(within(form).getByLabelText('Template name'), 'Leg day');
    await user.selectOptions(within(form).getByLabelText('Intensity'), 'vigorous');
    await user.type(within(form).getByLabelText('Exercise 1'), 'Lunges');
    await user.type(within(form).getByLabelText('Reps (exercise 1)'), '10');
    await user.click(within(form).getByRole('button', { name: 'Add exercise' }));
    await user.type(within(form).getByLabelText('Exercise 2'), 'Wall sit');
    await user.clear(within(form).getByLabelText('Sets (exercise 2)'));
    await user.type(within(form).getByLabelText('Sets (exercise 2)'), '2');
    await user.type(within(form).getByLabelText('Seconds (exercise 2)'), '60');
    await user.click(within(form).getByRole('button', { name: 'Save template' }));

    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toEqual({
      method: 'POST',
      path: '/api/workout_templates',
      profile: 'pgathcare',
      body: {
        name: 'Leg day',
        activity_type: 'Strength training',
        intensity: 'vigorous',
        planned_minutes: 30,
        exercises: [
          { name: 'Lunges', sets: 3, reps: 10 },
          { name: 'Wall sit', sets: 2, duration_seconds: 60 },
        ],
      },
    });
    expect(toast.success).toHaveBeenCalledWith('Template added');
  });

  it('asks for reps or a duration and sends nothing until given', async () => {
    const user = renderSection();
    const form = await openTemplateForm(user);
    await user.type(within(form).getByLabelText('Template name'), 'Stretch');
    await user.type(within(form).getByLabelText('Exercise 1'), 'Hamstrings');
    await user.click(within(form).getByRole('button', { name: 'Save template' }));
    expect(await within(form).findByText('Give reps or a duration')).toBeInTheDocument();
    expect(within(form).getByLabelText('Reps (exercise 1)')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(writes).toEqual([]);
  });

  it('starts a workout from a template and logs it when finished', async () => {
    const user = renderSection();
    const card = (await screen.findByRole('heading', { name: 'Morning strength' })).closest('li')!;
    expect(within(card).getByText('Plank: 3 × 45 s')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: /^Start workout/ }));
    const running = await within(card).findByRole('group', {
      name: 'Workout in progress: Morning strength',
    });
    await user.click(within(running).getByLabelText('Squats: 3 × 12 reps'));
    expect(within(running).getByLabelText('Duration (minutes)')).toHaveValue('25');
    await user.clear(within(running).getByLabelText('Duration (minutes)'));
    await user.type(within(running).getByLabelText('Duration (minutes)'), '28');
    await user.click(within(running).getByRole('button', { name: 'Finish and log workout' }));

    await waitFor(() => expect(writes).toHaveLength(1));
    const { body, path } = writes[0]!;
    expect(path).toBe('/api/rpc/start_workout');
    expect(body).toMatchObject({ p_template_id: 7, p_duration_minutes: 28 });
    expect(Date.parse((body as { p_started_at: string }).p_started_at)).toBeLessThanOrEqual(
      Date.now(),
    );
    expect(toast.success).toHaveBeenCalledWith('Workout logged: Morning strength');
    await waitFor(() =>
      expect(within(card).queryByRole('group', { name: /Workout in progress/ })).toBeNull(),
    );
  });
});
