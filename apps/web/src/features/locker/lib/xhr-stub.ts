import type { XhrLike } from '@/lib/api-client';

/**
 * For the upload tests: an XMLHttpRequest that sends nothing. A test plays its upload's progress
 * and its answer; subclasses record what was sent.
 */
export class XhrStub implements XhrLike {
  status = 0;
  statusText = '';
  responseText = '';
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(_method: string, _url: string) {}
  setRequestHeader(_name: string, _value: string) {}
  send(_body: FormData) {}
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}
