import { useEffect } from 'react';

/** Every page names itself in the tab title (WCAG 2.4.2). */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} · Athcare` : 'Athcare';
  }, [title]);
}
