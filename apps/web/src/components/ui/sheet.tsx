import { Slot } from 'radix-ui';
import {
  type ComponentProps,
  createContext,
  useContext,
  useState,
  useSyncExternalStore,
} from 'react';
import type * as Impl from './sheet-impl';

/*
 * Sheets (a dialog sliding in from an edge) whose Radix half loads when the sheet is first
 * pointed at or opened, not with the page; as in dropdown-menu.tsx, the trigger until then is a
 * plain button that opens the sheet once the code is there. Same components and props.
 * `preloadSheet()` fetches it ahead (tests call it so sheets render synchronously).
 */

let impl: typeof Impl | null = null;
let loading: Promise<typeof Impl> | null = null;
const listeners = new Set<() => void>();

export function preloadSheet(): Promise<typeof Impl> {
  loading ??= import('./sheet-impl').then((module) => {
    impl = module;
    for (const listener of listeners) listener();
    return module;
  });
  return loading;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
const current = () => impl;
function useImpl() {
  return useSyncExternalStore(subscribe, current, current);
}

const OpenWhenLoaded = createContext<(() => void) | null>(null);

export function Sheet(props: ComponentProps<typeof Impl.Sheet>) {
  const loaded = useImpl();
  const [openOnLoad, setOpenOnLoad] = useState(false);
  // A controlled sheet that is open needs its code now.
  if (!loaded && props.open) void preloadSheet();
  if (loaded) {
    const defaultOpen = props.defaultOpen ?? (props.open === undefined ? openOnLoad : undefined);
    return <loaded.Sheet {...props} defaultOpen={defaultOpen} />;
  }
  return (
    <OpenWhenLoaded.Provider
      value={() => {
        setOpenOnLoad(true);
        void preloadSheet();
      }}
    >
      {props.children}
    </OpenWhenLoaded.Provider>
  );
}

export function SheetTrigger({ asChild, ...props }: ComponentProps<typeof Impl.SheetTrigger>) {
  const loaded = useImpl();
  const openWhenLoaded = useContext(OpenWhenLoaded);
  if (loaded) return <loaded.SheetTrigger asChild={asChild} {...props} />;
  const Comp = asChild ? Slot.Root : 'button';
  return (
    <Comp
      type={asChild ? undefined : 'button'}
      aria-haspopup="dialog"
      aria-expanded={false}
      data-state="closed"
      {...props}
      onPointerEnter={(event) => {
        props.onPointerEnter?.(event);
        void preloadSheet();
      }}
      onClick={(event) => {
        props.onClick?.(event);
        openWhenLoaded?.();
      }}
    />
  );
}

export function SheetClose(props: ComponentProps<typeof Impl.SheetClose>) {
  const loaded = useImpl();
  return loaded ? <loaded.SheetClose {...props} /> : null;
}

export function SheetContent(props: ComponentProps<typeof Impl.SheetContent>) {
  const loaded = useImpl();
  return loaded ? <loaded.SheetContent {...props} /> : null;
}

export function SheetHeader(props: ComponentProps<typeof Impl.SheetHeader>) {
  const loaded = useImpl();
  return loaded ? <loaded.SheetHeader {...props} /> : null;
}

export function SheetTitle(props: ComponentProps<typeof Impl.SheetTitle>) {
  const loaded = useImpl();
  return loaded ? <loaded.SheetTitle {...props} /> : null;
}

export function SheetDescription(props: ComponentProps<typeof Impl.SheetDescription>) {
  const loaded = useImpl();
  return loaded ? <loaded.SheetDescription {...props} /> : null;
}
