export interface SseEvent {
  event: string;
  data: unknown;
}

/** A server-sent event stream read over real HTTP, one event at a time. */
export async function openStream(url: string) {
  const controller = new AbortController();
  const res = await fetch(url, { signal: controller.signal });
  const queue: SseEvent[] = [];
  let raw = '';
  let ended = false;
  let wake: (() => void) | undefined;
  if (res.ok && res.body) {
    const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
    void (async () => {
      let buffer = '';
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buffer += value;
          raw += value;
          let cut;
          while ((cut = buffer.indexOf('\n\n')) >= 0) {
            const frame = buffer.slice(0, cut);
            buffer = buffer.slice(cut + 2);
            const event = /^event: (.*)$/m.exec(frame)?.[1];
            const data = /^data: (.*)$/m.exec(frame)?.[1];
            if (event) queue.push({ event, data: data ? JSON.parse(data) : null });
          }
          wake?.();
        }
      } catch {
        // aborted
      }
      ended = true;
      wake?.();
    })();
  }
  return {
    status: res.status,
    headers: res.headers,
    body: res.ok ? '' : await res.text(),
    get ended() {
      return ended;
    },
    get raw() {
      return raw;
    },
    /** The next event, or undefined when none comes within `ms`. */
    async next(ms = 3000): Promise<SseEvent | undefined> {
      const until = Date.now() + ms;
      while (queue.length === 0 && !ended && Date.now() < until) {
        await new Promise<void>((resolve) => {
          wake = resolve;
          setTimeout(resolve, 50);
        });
      }
      return queue.shift();
    },
    close: () => controller.abort(),
  };
}
