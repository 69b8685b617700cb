import { describe, expect, it } from 'vitest';
import { renderDataFrame } from './data-frames';

const product = {
  id: 7,
  slug: 'care-kit',
  title: 'Care kit <img src=x onerror=alert(1)>',
  description: 'Bandages & "gauze" for the home.',
  images: [],
  category: 'wellness-plan',
  price_paise: 118_800,
  mrp_paise: 238_800,
  gst_rate: 18,
  hsn_sac: '998599',
  stock: 4,
};

/** The server's fetch as the frame sees it: the API's answer to each GET it asks for. */
function answering(rows: unknown[]) {
  const asked: { url: string; headers: Headers }[] = [];
  const fetch: typeof globalThis.fetch = (input, init) => {
    asked.push({
      url: input instanceof Request ? input.url : String(input),
      headers: new Headers(init?.headers),
    });
    return Promise.resolve(Response.json(rows));
  };
  return { fetch, asked };
}

describe('renderDataFrame', () => {
  it("renders the product's page in the shell, its text escaped and its controls inert", async () => {
    const { fetch, asked } = answering([product]);
    const html = await renderDataFrame(
      '/store/products/$productId',
      '/store/products/7',
      { productId: '7' },
      fetch,
    );
    expect(asked).toHaveLength(1);
    const { pathname, search } = new URL(asked[0]!.url, 'http://localhost');
    expect(pathname + search).toMatch(/^\/api\/products\?id=eq\.7&select=/);
    expect(asked[0]!.headers.get('accept-profile')).toBe('pgstore');
    expect(asked[0]!.headers.get('authorization')).toBeNull();
    expect(html).toMatch(/^<div data-prerendered="">/);
    expect(html).toContain('Care kit &lt;img src=x onerror=alert(1)&gt;</h1>');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('Bandages &amp; &quot;gauze&quot; for the home.');
    expect(html).toContain('₹1,188.00');
    expect(html).toMatch(/<button disabled=""[^>]*>.*Add to cart/);
    expect(html).toContain('← All products');
  });

  it('renders nothing for a record the API does not give, or an address that is no id', async () => {
    const none = answering([]);
    expect(
      await renderDataFrame(
        '/explore/doctors/$doctorId',
        '/explore/doctors/9',
        { doctorId: '9' },
        none.fetch,
      ),
    ).toBeNull();
    const unasked = answering([product]);
    for (const productId of ['abc', '0', '-3', '1.5'])
      expect(
        await renderDataFrame(
          '/store/products/$productId',
          `/store/products/${productId}`,
          { productId },
          unasked.fetch,
        ),
      ).toBeNull();
    expect(unasked.asked).toEqual([]);
    expect(await renderDataFrame('/trackers', '/trackers', {}, unasked.fetch)).toBeNull();
  });
});
