import { Slot } from 'radix-ui';
import {
  type ComponentProps,
  createContext,
  useContext,
  useState,
  useSyncExternalStore,
} from 'react';
import type * as Impl from './dropdown-menu-impl';

/*
 * Dropdown menus whose Radix half (the menu primitive and its positioning engine, about 25 KB
 * gzipped) loads when a menu is first pointed at or pressed, not with the page. Until then the
 * trigger is a plain button that opens its menu once the code is there, and the content renders
 * nothing (a closed menu shows nothing either). Same components and props as Radix's.
 * `preloadDropdownMenu()` fetches it ahead (tests call it so menus render synchronously).
 */

let impl: typeof Impl | null = null;
let loading: Promise<typeof Impl> | null = null;
const listeners = new Set<() => void>();

export function preloadDropdownMenu(): Promise<typeof Impl> {
  loading ??= import('./dropdown-menu-impl').then((module) => {
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

/** Set inside a menu whose code has not loaded: the trigger asks for it to open once loaded. */
const OpenWhenLoaded = createContext<(() => void) | null>(null);

export function DropdownMenu(props: ComponentProps<typeof Impl.DropdownMenu>) {
  const loaded = useImpl();
  const [openOnLoad, setOpenOnLoad] = useState(false);
  if (loaded) {
    const defaultOpen = props.defaultOpen ?? (props.open === undefined ? openOnLoad : undefined);
    return <loaded.DropdownMenu {...props} defaultOpen={defaultOpen} />;
  }
  return (
    <OpenWhenLoaded.Provider
      value={() => {
        setOpenOnLoad(true);
        void preloadDropdownMenu();
      }}
    >
      {props.children}
    </OpenWhenLoaded.Provider>
  );
}

export function DropdownMenuTrigger({
  asChild,
  ...props
}: ComponentProps<typeof Impl.DropdownMenuTrigger>) {
  const loaded = useImpl();
  const openWhenLoaded = useContext(OpenWhenLoaded);
  if (loaded) return <loaded.DropdownMenuTrigger asChild={asChild} {...props} />;
  const Comp = asChild ? Slot.Root : 'button';
  return (
    <Comp
      type={asChild ? undefined : 'button'}
      aria-haspopup="menu"
      aria-expanded={false}
      data-state="closed"
      {...props}
      onPointerEnter={(event) => {
        props.onPointerEnter?.(event);
        void preloadDropdownMenu();
      }}
      onClick={(event) => {
        props.onClick?.(event);
        openWhenLoaded?.();
      }}
    />
  );
}

export function DropdownMenuContent(props: ComponentProps<typeof Impl.DropdownMenuContent>) {
  const loaded = useImpl();
  return loaded ? <loaded.DropdownMenuContent {...props} /> : null;
}

export function DropdownMenuGroup(props: ComponentProps<typeof Impl.DropdownMenuGroup>) {
  const loaded = useImpl();
  return loaded ? <loaded.DropdownMenuGroup {...props} /> : null;
}

export function DropdownMenuItem(props: ComponentProps<typeof Impl.DropdownMenuItem>) {
  const loaded = useImpl();
  return loaded ? <loaded.DropdownMenuItem {...props} /> : null;
}

export function DropdownMenuLabel(props: ComponentProps<typeof Impl.DropdownMenuLabel>) {
  const loaded = useImpl();
  return loaded ? <loaded.DropdownMenuLabel {...props} /> : null;
}

export function DropdownMenuSeparator(props: ComponentProps<typeof Impl.DropdownMenuSeparator>) {
  const loaded = useImpl();
  return loaded ? <loaded.DropdownMenuSeparator {...props} /> : null;
}
