import type { ReactNode } from 'react';

/** The shell's page area: the same in the app and in a page's prerendered frame. */
export function ShellMain({ children }: { children: ReactNode }) {
  return (
    <main
      id="main-content"
      tabIndex={-1}
      className="flex-1 px-4 pt-6 pb-24 outline-none md:px-8 md:pb-10"
    >
      {children}
    </main>
  );
}
