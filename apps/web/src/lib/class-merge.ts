/**
 * Tailwind class merging: of two utilities that set the same thing under the same variants, the
 * later one wins (`cn('px-4 h-9', 'h-8')` → `px-4 h-8`), as tailwind-merge does. Its full rule set
 * weighed 8 KB gzipped on every page's first load; this covers the utility families the app
 * writes, and `class-merge.test.ts` checks it against tailwind-merge for every pair of classes
 * found in the source, so a class it does not know yet fails there rather than on screen.
 * A class outside these families is kept as written.
 */

/** Families one utility overrides beyond its own (`p-2` after `px-4` removes `px-4`). */
const overrides: Record<string, string[]> = {
  overflow: ['overflow-x', 'overflow-y'],
  inset: ['inset-x', 'inset-y', 'start', 'end', 'top', 'right', 'bottom', 'left'],
  'inset-x': ['start', 'end', 'right', 'left'],
  'inset-y': ['top', 'bottom'],
  flex: ['basis', 'grow', 'shrink'],
  gap: ['gap-x', 'gap-y'],
  p: ['px', 'py', 'ps', 'pe', 'pt', 'pr', 'pb', 'pl'],
  px: ['ps', 'pe', 'pr', 'pl'],
  py: ['pt', 'pb'],
  m: ['mx', 'my', 'ms', 'me', 'mt', 'mr', 'mb', 'ml'],
  mx: ['ms', 'me', 'mr', 'ml'],
  my: ['mt', 'mb'],
  size: ['w', 'h'],
  'font-size': ['leading'],
  'line-clamp': ['display', 'overflow'],
  rounded: ['rounded-s', 'rounded-e', 'rounded-t', 'rounded-r', 'rounded-b', 'rounded-l'].flatMap(
    (side) => [side, ...roundedCorners(side)],
  ),
  'rounded-s': roundedCorners('rounded-s'),
  'rounded-e': roundedCorners('rounded-e'),
  'rounded-t': roundedCorners('rounded-t'),
  'rounded-r': roundedCorners('rounded-r'),
  'rounded-b': roundedCorners('rounded-b'),
  'rounded-l': roundedCorners('rounded-l'),
  'border-w': sides('border-w'),
  'border-w-x': ['border-w-s', 'border-w-e', 'border-w-r', 'border-w-l'],
  'border-w-y': ['border-w-t', 'border-w-b'],
  'border-color': sides('border-color'),
  'border-color-x': ['border-color-s', 'border-color-e', 'border-color-r', 'border-color-l'],
  'border-color-y': ['border-color-t', 'border-color-b'],
  translate: ['translate-x', 'translate-y', 'translate-none'],
  'translate-none': ['translate', 'translate-x', 'translate-y', 'translate-z'],
};

function sides(family: string): string[] {
  return ['x', 'y', 's', 'e', 't', 'r', 'b', 'l'].map((side) => `${family}-${side}`);
}

function roundedCorners(side: string): string[] {
  const corners: Record<string, string[]> = {
    s: ['ss', 'es'],
    e: ['se', 'ee'],
    t: ['tl', 'tr'],
    r: ['tr', 'br'],
    b: ['br', 'bl'],
    l: ['tl', 'bl'],
  };
  return (corners[side.slice(-1)] ?? []).map((corner) => `rounded-${corner}`);
}

/** Whole utilities that name their family. */
const whole: Record<string, string> = {};
function family(name: string, utilities: string): void {
  for (const utility of utilities.split(' ')) whole[utility] = name;
}
family(
  'display',
  'block inline-block inline flex inline-flex grid inline-grid hidden table contents flow-root list-item table-row table-cell',
);
family('position', 'static fixed absolute relative sticky');
family('sr', 'sr-only not-sr-only');
family('visibility', 'visible invisible collapse');
family('font-style', 'italic not-italic');
family('text-transform', 'uppercase lowercase capitalize normal-case');
family('text-decoration', 'underline overline line-through no-underline');
family('text-overflow', 'truncate text-ellipsis text-clip');
family('font-smoothing', 'antialiased subpixel-antialiased');
family('fvn-spacing', 'tabular-nums proportional-nums');
family('fvn-figure', 'lining-nums oldstyle-nums');
family('isolation', 'isolate isolation-auto');
family('grow', 'grow');
family('shrink', 'shrink');
family('border-w', 'border');
family('rounded', 'rounded');
family('shadow', 'shadow');
family('ring-w', 'ring');
family('outline-w', 'outline');
family('transition', 'transition');
family('blur', 'blur');
family('backdrop-blur', 'backdrop-blur');
family('invert', 'invert');
family('filter', 'filter filter-none');
family('resize', 'resize');

const textSizes = new Set([
  'xs',
  'sm',
  'base',
  'lg',
  'xl',
  '2xl',
  '3xl',
  '4xl',
  '5xl',
  '6xl',
  '7xl',
  '8xl',
  '9xl',
]);
const lineStyles = new Set(['solid', 'dashed', 'dotted', 'double', 'hidden', 'none']);
const shadowSizes = new Set(['2xs', 'xs', 'sm', 'md', 'lg', 'xl', '2xl', 'none']);

const isNumber = (value: string) => /^\d+(\.\d+)?$/.test(value);
/** `[10px]`, `[3px]`, `[0.7rem]`, `(length:--x)`: an arbitrary length rather than a colour. */
const isArbitraryLength = (value: string) =>
  /^\[(\d|\.\d|calc\(|min\(|max\(|clamp\(|length:)/.test(value) || value.startsWith('(length:');

/** A utility's family for the part after its prefix (`text` + `sm` → `font-size`). */
const byValue: Record<string, (value: string) => string> = {
  text: (value) =>
    textSizes.has(value) || isArbitraryLength(value)
      ? 'font-size'
      : ['left', 'center', 'right', 'justify', 'start', 'end'].includes(value)
        ? 'text-alignment'
        : ['wrap', 'nowrap', 'balance', 'pretty'].includes(value)
          ? 'text-wrap'
          : 'text-color',
  font: (value) =>
    ['sans', 'serif', 'mono'].includes(value) || value.startsWith('[')
      ? 'font-family'
      : 'font-weight',
  flex: (value) =>
    ['row', 'row-reverse', 'col', 'col-reverse'].includes(value)
      ? 'flex-direction'
      : ['wrap', 'wrap-reverse', 'nowrap'].includes(value)
        ? 'flex-wrap'
        : 'flex',
  border: (value) => {
    if (isNumber(value) || isArbitraryLength(value)) return 'border-w';
    if (lineStyles.has(value)) return 'border-style';
    if (value === 'collapse' || value === 'separate') return 'border-collapse';
    const [side, rest] = splitSide(value, ['x', 'y', 's', 'e', 't', 'r', 'b', 'l']);
    if (side) return rest === '' || isNumber(rest) ? `border-w-${side}` : `border-color-${side}`;
    return 'border-color';
  },
  rounded: (value) => {
    const [side] = splitSide(value, [
      'ss',
      'se',
      'ee',
      'es',
      'tl',
      'tr',
      'br',
      'bl',
      's',
      'e',
      't',
      'r',
      'b',
      'l',
    ]);
    return side ? `rounded-${side}` : 'rounded';
  },
  shadow: (value) => (shadowSizes.has(value) || value.startsWith('[') ? 'shadow' : 'shadow-color'),
  ring: (value) =>
    isNumber(value) || isArbitraryLength(value)
      ? 'ring-w'
      : value === 'inset'
        ? 'ring-w-inset'
        : 'ring-color',
  'ring-offset': (value) =>
    isNumber(value) || isArbitraryLength(value) ? 'ring-offset-w' : 'ring-offset-color',
  outline: (value) =>
    lineStyles.has(value)
      ? 'outline-style'
      : isNumber(value) || isArbitraryLength(value)
        ? 'outline-w'
        : 'outline-color',
  'outline-offset': () => 'outline-offset',
  translate: (value) => (value === 'none' ? 'translate-none' : 'translate'),
  transition: () => 'transition',
  divide: (value) =>
    /^[xy](-\d+)?$/.test(value)
      ? `divide-${value[0]}`
      : lineStyles.has(value)
        ? 'divide-style'
        : 'divide-color',
  stroke: (value) => (isNumber(value) ? 'stroke-w' : 'stroke'),
  object: (value) =>
    ['contain', 'cover', 'fill', 'none', 'scale-down'].includes(value)
      ? 'object-fit'
      : 'object-position',
  content: (value) =>
    /^[[(]/.test(value) ? 'content' : isScaleValue(value) ? 'align-content' : '',
  decoration: (value) =>
    isNumber(value) || value === 'auto' || value === 'from-font'
      ? 'text-decoration-thickness'
      : lineStyles.has(value) || value === 'wavy'
        ? 'text-decoration-style'
        : 'text-decoration-color',
  list: (value) =>
    value === 'inside' || value === 'outside'
      ? 'list-style-position'
      : ['disc', 'decimal', 'none'].includes(value) || /^[[(]/.test(value)
        ? 'list-style-type'
        : '',
  col: (value) => (value === 'auto' || value.startsWith('span-') ? 'col-start-end' : 'col'),
  row: (value) => (value === 'auto' || value.startsWith('span-') ? 'row-start-end' : 'row'),
};

/** Prefixes whose family is the prefix itself; the value must be a number, a fraction, an
 * arbitrary `[…]`/`(…)` or a Tailwind keyword, so that `my-bookings` stays a plain class. */
const samePrefix = new Set(
  (
    'p px py ps pe pt pr pb pl m mx my ms me mt mr mb ml w h size min-w min-h max-w max-h gap gap-x gap-y ' +
    'space-x space-y inset inset-x inset-y start end top right bottom left z order basis opacity aspect ' +
    'leading tracking line-clamp duration delay ease animate cursor pointer-events select resize columns ' +
    'grid-cols grid-rows grid-flow auto-cols auto-rows col-start col-end row-start row-end items ' +
    'justify justify-items justify-self self place-content place-items place-self grow shrink overflow ' +
    'overflow-x overflow-y overscroll whitespace break translate-x translate-y rotate scale ' +
    'scale-x scale-y origin skew-x skew-y underline-offset align backdrop-blur blur ' +
    'appearance field-sizing touch will-change mix-blend bg-blend'
  ).split(' '),
);
const keywords = new Set(
  (
    'auto full screen px min max fit none svh lvh dvh svw lvw dvw start end center between around ' +
    'evenly baseline stretch first last hidden visible scroll clip pointer default not-allowed wait ' +
    'text move grab help nowrap normal pre pre-line pre-wrap break-spaces words all keep linear in ' +
    'out in-out spin pulse ping bounce square video top bottom left right top-left top-right ' +
    'bottom-left bottom-right xs sm md lg xl 2xl 3xl 4xl 5xl 6xl 7xl prose tight snug relaxed loose ' +
    'tighter wider widest contain crosshair grabbing progress zoom-in zoom-out'
  ).split(' '),
);
const isScaleValue = (value: string) =>
  /^(\d+(\.\d+)?|\d+\/\d+|\[.+\]|\(.+\))$/.test(value) || keywords.has(value);
/** Prefixes whose family is the prefix itself for any value: colours take any theme name. */
const anyValue = new Set('bg fill accent caret from via to'.split(' '));
const mapped: Record<string, string> = {
  items: 'align-items',
  self: 'align-self',
  justify: 'justify-content',
  align: 'vertical-align',
  bg: 'bg-color',
  caret: 'caret-color',
};

function splitSide(value: string, sideNames: string[]): [string | undefined, string] {
  for (const side of sideNames) {
    if (value === side) return [side, ''];
    if (value.startsWith(`${side}-`)) return [side, value.slice(side.length + 1)];
  }
  return [undefined, value];
}

/** The family a utility (without variants or `!`) belongs to, or undefined when unknown. */
export function utilityFamily(utility: string): string | undefined {
  if (whole[utility]) return whole[utility];
  const base = utility.startsWith('-') ? utility.slice(1) : utility;
  // `[contain:inline-size]`: an arbitrary property is its own family.
  const arbitrary = /^\[([a-z-]+):.+\]$/.exec(base);
  if (arbitrary) return `arbitrary..${arbitrary[1]}`;
  // The longest known prefix ends before a dash: `min-w-0` → `min-w`, `gap-x-2` → `gap-x`.
  for (let end = base.lastIndexOf('-'); end > 0; end = base.lastIndexOf('-', end - 1)) {
    const prefix = base.slice(0, end);
    const value = base.slice(end + 1);
    const decide = byValue[prefix];
    // '' from a decider: not a Tailwind value (`list-allergies`), so no family.
    if (decide) return decide(value) || undefined;
    if (anyValue.has(prefix) || (samePrefix.has(prefix) && isScaleValue(value))) {
      return mapped[prefix] ?? prefix;
    }
  }
  return undefined;
}

const orderSensitive = new Set([
  '*',
  '**',
  'after',
  'backdrop',
  'before',
  'details-content',
  'file',
  'first-letter',
  'first-line',
  'marker',
  'placeholder',
  'selection',
]);

/** Variants as tailwind-merge compares them: runs of ordinary variants sorted, others in place. */
function variantKey(variants: string[]): string {
  const key: string[] = [];
  let run: string[] = [];
  for (const variant of variants) {
    if (variant.startsWith('[') || orderSensitive.has(variant)) {
      key.push(...run.sort(), variant);
      run = [];
    } else run.push(variant);
  }
  key.push(...run.sort());
  return key.join(':');
}

/** `md:hover:px-2!` → variants `md`, `hover`; utility `px-2`; important. Colons inside [] or () stay. */
function parse(className: string): { variants: string[]; utility: string; important: boolean } {
  const variants: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < className.length; i++) {
    const char = className[i];
    if (char === '[' || char === '(') depth++;
    else if (char === ']' || char === ')') depth--;
    else if (char === ':' && depth === 0) {
      variants.push(className.slice(start, i));
      start = i + 1;
    }
  }
  let utility = className.slice(start);
  let important = false;
  if (utility.endsWith('!')) [utility, important] = [utility.slice(0, -1), true];
  else if (utility.startsWith('!')) [utility, important] = [utility.slice(1), true];
  // What follows a `/` (`bg-primary/90`, `text-sm/6`, `w-1/2`) does not change the family.
  const slash = utility.search(/\/(?![^[(]*[\])])/);
  return { variants, utility: slash > 0 ? utility.slice(0, slash) : utility, important };
}

/**
 * Where a class applies (its variants and `!`, `md:hover!:`) and the family it sets, or null when
 * it names no family this file knows. Remembered, as is each list's result below: a page passes the
 * same few hundred classes through `cn` thousands of times, and working them out again took about
 * 18 ms of the trackers page's first load on a desktop CPU, four times that on Lighthouse's phone
 * (`npm run bench:web-cpu`: a list seen before merges about 100× faster).
 */
const slots = new Map<string, { scope: string; group: string } | null>();
const merged = new Map<string, string>();
/** How many classes, and lists, each map keeps before it starts again. */
const cacheLimit = 2000;

function slotOf(className: string): { scope: string; group: string } | null {
  let slot = slots.get(className);
  if (slot === undefined) {
    const { variants, utility, important } = parse(className);
    const group = utilityFamily(utility);
    slot = group ? { scope: `${variantKey(variants)}${important ? '!' : ''}:`, group } : null;
    // Bounded: class names come from the source, but nothing stops a caller passing others.
    if (slots.size >= cacheLimit) slots.clear();
    slots.set(className, slot);
  }
  return slot;
}

/** The classes of a space-separated list, later conflicting utilities winning. */
export function mergeClasses(classList: string): string {
  const known = merged.get(classList);
  if (known !== undefined) return known;
  const classes = classList.split(/\s+/).filter(Boolean);
  const taken = new Set<string>();
  const kept: string[] = [];
  for (let i = classes.length - 1; i >= 0; i--) {
    const className = classes[i]!;
    const slot = slotOf(className);
    if (!slot) {
      kept.push(className);
      continue;
    }
    const { scope, group } = slot;
    if (taken.has(scope + group)) continue;
    taken.add(scope + group);
    for (const overridden of overrides[group] ?? []) taken.add(scope + overridden);
    kept.push(className);
  }
  const result = kept.reverse().join(' ');
  if (merged.size >= cacheLimit) merged.clear();
  merged.set(classList, result);
  return result;
}
