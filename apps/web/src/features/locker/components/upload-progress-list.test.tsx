import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { UploadItem } from '../hooks/use-upload-queue';
import { UploadProgressList } from './upload-progress-list';

const source = new File(['%PDF'], 'a.pdf');
const items: UploadItem[] = [
  { id: '1', name: 'a.pdf', size: 2048, progress: 0.42, status: 'uploading', source },
  { id: '2', name: 'b.pdf', size: 10, progress: 1, status: 'done', source },
  {
    id: '3',
    name: 'c.pdf',
    size: 10,
    progress: 0,
    status: 'error',
    error: 'A file with this name already exists in this folder.',
    reason: 'name_taken',
    source,
  },
];

describe('UploadProgressList', () => {
  it('shows a progress bar per upload, the outcome, and a way out of a name clash', async () => {
    const onCancel = vi.fn();
    const onUploadAsVersion = vi.fn();
    render(
      <UploadProgressList
        items={items}
        onCancel={onCancel}
        onDismiss={vi.fn()}
        onClearFinished={vi.fn()}
        onUploadAsVersion={onUploadAsVersion}
      />,
    );
    expect(screen.getByRole('progressbar', { name: 'Uploading a.pdf' })).toHaveAttribute(
      'aria-valuenow',
      '42',
    );
    expect(screen.getByText('42% of 2 KB')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Uploading b.pdf' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    expect(screen.queryByRole('progressbar', { name: 'Uploading c.pdf' })).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('already exists');

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Cancel upload of a.pdf' }));
    expect(onCancel).toHaveBeenCalledWith('1');
    await user.click(screen.getByRole('button', { name: 'Upload as a new version' }));
    expect(onUploadAsVersion).toHaveBeenCalledWith(items[2]);
  });
});
