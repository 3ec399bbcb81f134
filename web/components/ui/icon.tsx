import type { IconNode } from 'lucide';

// Lucide's icons as plain SVG: each icon's shapes are built once, and every <svg> that shows the icon gets a copy
// (a native deep clone). lucide-react drew each icon through two forwardRef components, a context and an element
// per shape; markup set as innerHTML started the HTML parser for every icon. On Transactions, whose 25 rows carry
// two icon buttons each, either was about half the work of drawing a row on a phone.

const SVG = 'http://www.w3.org/2000/svg';

/** Each icon's shapes, made on first use. */
const shapesOf = new WeakMap<IconNode, DocumentFragment>();
/**
 * One ref callback per icon: Preact calls a ref again only when it changes, so an <svg> is filled when it is drawn
 * and again only when it is given another icon.
 */
const drawerOf = new WeakMap<IconNode, (svg: SVGSVGElement | null) => void>();

function shapes(icon: IconNode): DocumentFragment {
  let fragment = shapesOf.get(icon);
  if (!fragment) {
    fragment = document.createDocumentFragment();
    for (const [tag, attributes] of icon) {
      const shape = document.createElementNS(SVG, tag);
      for (const [name, value] of Object.entries(attributes)) {
        if (value !== undefined) shape.setAttribute(name, String(value));
      }
      fragment.append(shape);
    }
    shapesOf.set(icon, fragment);
  }
  return fragment;
}

function drawer(icon: IconNode): (svg: SVGSVGElement | null) => void {
  let draw = drawerOf.get(icon);
  if (!draw) {
    draw = (svg) => svg?.replaceChildren(shapes(icon).cloneNode(true));
    drawerOf.set(icon, draw);
  }
  return draw;
}

/** A Lucide icon (`import { Trash2 } from 'lucide'`), hidden from screen readers: what it means is said in words. */
export function Icon({ icon, className }: { icon: IconNode; className?: string }) {
  return (
    <svg
      ref={drawer(icon)}
      xmlns={SVG}
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      className={className}
    />
  );
}
