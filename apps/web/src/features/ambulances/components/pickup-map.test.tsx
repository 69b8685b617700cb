import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '@/test/render-with-router';
import { type LatLng, MAP_HEIGHT, MAP_WIDTH } from '../lib/map-projection';
import PickupMap from './pickup-map';
import { mockServer } from '@/test/mock-server';

const kothrud = {
  id: 2,
  name: 'Kothrud',
  city: 'Pune',
  state: 'Maharashtra',
  latitude: '18.507400',
  longitude: '73.807700',
};
mockServer(http.get('*/api/localities', () => HttpResponse.json([kothrud])));

function Harness({
  start,
  onLocality,
}: {
  start: LatLng | null;
  onLocality: (name: string) => void;
}) {
  const [point, setPoint] = useState(start);
  return (
    <>
      <PickupMap value={point} onPoint={setPoint} onLocality={(l) => onLocality(l.name)} />
      <output data-testid="point">{point ? `${point.latitude},${point.longitude}` : 'none'}</output>
    </>
  );
}

describe('PickupMap', () => {
  it('moves the point with the arrow keys and says where it is', async () => {
    await renderWithRouter(() => (
      <Harness start={{ latitude: 18.5308, longitude: 73.8475 }} onLocality={() => undefined} />
    ));
    const map = screen.getByRole('application', { name: /Pickup map/ });
    expect(map).toHaveAccessibleName(/Chosen point 18\.5308° N, 73\.8475° E/);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Zoom in' })); // 2×: steps of 0.25°
    map.focus();
    await user.keyboard('{ArrowUp}{ArrowRight}');
    expect(screen.getByTestId('point')).toHaveTextContent('18.7808,74.0975');
    await user.keyboard('{Shift>}{ArrowDown}{/Shift}');
    expect(screen.getByTestId('point')).toHaveTextContent('17.5308,74.0975');
    expect(map).toHaveAccessibleName(/Chosen point 17\.5308° N, 74\.0975° E/);
    await user.keyboard('-'); // back to all of India: steps of 0.5°
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByTestId('point')).toHaveTextContent('17.5308,73.5975');
    expect(screen.getByRole('button', { name: 'Zoom out' })).toBeDisabled();
  });

  it('starts from the middle of India when no point is chosen, and takes a click', async () => {
    await renderWithRouter(() => <Harness start={null} onLocality={() => undefined} />);
    const map = screen.getByRole('application', { name: /No point chosen yet/ });
    map.focus();
    const user = userEvent.setup();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByTestId('point')).toHaveTextContent('22,80');

    // A click at the drawn map's top-left quarter point (jsdom lays nothing out: give it a box).
    const svg = screen.getByTestId('pickup-map-svg');
    vi.spyOn(svg, 'getBoundingClientRect').mockReturnValue({
      left: 0,
      top: 0,
      width: MAP_WIDTH,
      height: MAP_HEIGHT,
    } as DOMRect);
    // Still at zoom 1: the view box is the whole map, so CSS pixels are map units.
    fireEvent.click(svg, { clientX: MAP_WIDTH / 2, clientY: MAP_HEIGHT / 2 });
    expect(screen.getByTestId('point')).toHaveTextContent('21.75,83');
  });

  it('takes a locality when its dot is clicked', async () => {
    const picked = vi.fn();
    await renderWithRouter(() => <Harness start={null} onLocality={picked} />);
    const dot = await waitFor(() => {
      const c = document.querySelector('circle');
      expect(c).not.toBeNull();
      return c!;
    });
    expect(dot.querySelector('title')).toHaveTextContent('Kothrud, Pune');
    fireEvent.click(dot);
    expect(picked).toHaveBeenCalledWith('Kothrud');
    expect(screen.getByTestId('point')).toHaveTextContent('none');
  });
});
