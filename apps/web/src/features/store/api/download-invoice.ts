import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { saveBlob } from '@/lib/save-blob';

/** The order's GST invoice as a PDF, handed to the browser as a download under the server's name. */
export async function downloadInvoice(orderId: string): Promise<void> {
  const { blob, name } = await api.file(`/store/orders/${encodeURIComponent(orderId)}/invoice.pdf`);
  saveBlob(blob, name ?? 'invoice.pdf');
}

export const useDownloadInvoice = () => useMutation({ mutationFn: downloadInvoice });
