import { Slot } from 'radix-ui';
import {
  type ComponentProps,
  type ComponentType,
  createContext,
  type ReactNode,
  useContext,
  useState,
  useSyncExternalStore,
} from 'react';

/*
 * A Radix primitive whose half with the primitive in it loads when it is first pointed at,
 * pressed or opened, not with the page (dropdown-menu.tsx and sheet.tsx are built on this). Until
 * then the trigger is a plain button that opens the popup once the code is there, and every other
 * part renders nothing (a closed popup shows nothing either). The parts keep Radix's components
 * and props.
 */

interface RootProps {
  open?: boolean;
  defaultOpen?: boolean;
  children?: ReactNode;
}
type TriggerProps = ComponentProps<'button'> & { asChild?: boolean };

export function lazyPrimitive<M>(load: () => Promise<M>, popup: 'menu' | 'dialog') {
  let loaded: M | null = null;
  let loading: Promise<M> | null = null;
  const listeners = new Set<() => void>();

  /** Fetches the primitive ahead (tests call it so the parts render synchronously). */
  function preload(): Promise<M> {
    loading ??= load().then((module) => {
      loaded = module;
      for (const listener of listeners) listener();
      return module;
    });
    return loading;
  }
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };
  const current = () => loaded;
  const useLoaded = () => useSyncExternalStore(subscribe, current, current);

  /** Set inside a root whose code has not loaded: the trigger asks for it to open once loaded. */
  const OpenWhenLoaded = createContext<(() => void) | null>(null);

  function root<P extends RootProps>(pick: (module: M) => ComponentType<P>) {
    return function LazyRoot(props: P) {
      const module = useLoaded();
      const [openOnLoad, setOpenOnLoad] = useState(false);
      // A controlled popup that is open needs its code now.
      if (!module && props.open) void preload();
      if (module) {
        const Loaded = pick(module);
        const defaultOpen =
          props.defaultOpen ?? (props.open === undefined ? openOnLoad : undefined);
        return <Loaded {...props} defaultOpen={defaultOpen} />;
      }
      return (
        <OpenWhenLoaded.Provider
          value={() => {
            setOpenOnLoad(true);
            void preload();
          }}
        >
          {props.children}
        </OpenWhenLoaded.Provider>
      );
    };
  }

  function trigger<P extends TriggerProps>(pick: (module: M) => ComponentType<P>) {
    return function LazyTrigger(props: P) {
      const module = useLoaded();
      const openWhenLoaded = useContext(OpenWhenLoaded);
      if (module) {
        const Loaded = pick(module);
        return <Loaded {...props} />;
      }
      const { asChild, ...buttonProps } = props;
      const Comp = asChild ? Slot.Root : 'button';
      return (
        <Comp
          type={asChild ? undefined : 'button'}
          aria-haspopup={popup}
          aria-expanded={false}
          data-state="closed"
          {...buttonProps}
          onPointerEnter={(event) => {
            buttonProps.onPointerEnter?.(event);
            void preload();
          }}
          onPointerDown={(event) => {
            buttonProps.onPointerDown?.(event);
            // Radix opens a menu on the press, as here, not on the click: code that arrives
            // between the two would take the click on Radix's trigger, which ignores it.
            if (popup === 'menu' && event.button === 0 && !event.ctrlKey) openWhenLoaded?.();
          }}
          onClick={(event) => {
            buttonProps.onClick?.(event);
            openWhenLoaded?.();
          }}
        />
      );
    };
  }

  function part<P extends object>(pick: (module: M) => ComponentType<P>) {
    return function LazyPart(props: P) {
      const module = useLoaded();
      if (!module) return null;
      const Loaded = pick(module);
      return <Loaded {...props} />;
    };
  }

  return { preload, root, trigger, part };
}
