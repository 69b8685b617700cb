import { useMutation } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';
import { useSessionStore } from '@/stores/session-store';

/**
 * GET /store/orders/{id}/invoice.pdf as bytes (the API client reads JSON only), with the Bearer
 * token and one retry after a refresh, then handed to the browser as a download.
 */
export async function downloadInvoice(orderId: string): Promise<void> {
  const url = new URL(
    `/api/store/orders/${encodeURIComponent(orderId)}/invoice.pdf`,
    window.location.href,
  ).toString();
  const send = (token: string | null) =>
    fetch(url, {
      credentials: 'include',
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
  const sentWith = useSessionStore.getState().accessToken;
  let response = await send(sentWith);
  if (response.status === 401 && sentWith) response = await send(await api.refreshAccessToken());
  if (!response.ok) {
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text) as unknown;
    } catch {
      // not JSON: keep the text
    }
    throw new ApiError(`API request failed: ${response.status}`, response.status, body);
  }
  const disposition = response.headers.get('content-disposition') ?? '';
  const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'invoice.pdf';
  const objectUrl = URL.createObjectURL(await response.blob());
  const a = document.createElement('a');
  a.href = objectUrl;
  a.download = name;
  a.rel = 'noopener';
  a.style.display = 'none';
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(objectUrl), 60_000);
}

export const useDownloadInvoice = () => useMutation({ mutationFn: downloadInvoice });
