import { createElement, type ReactNode, type Ref, type SVGProps } from 'react';

/*
 * Stands in for lucide-react's own `createLucideIcon` (apps/web/build/lucide-icons.ts swaps it in
 * at build time): every icon module keeps its drawing and calls this instead. lucide's version goes
 * through a context provider, alias and absolute-stroke options and a generic attribute builder the
 * app never uses, about 2 KB gzipped before any screen's first paint (docs/decisions/0006).
 * It draws the same <svg>: the same default attributes and `lucide lucide-<name>` classes, and
 * aria-hidden unless the icon is given a label.
 */

type IconNode = [tag: string, attributes: Record<string, string>, children?: IconNode][];

interface IconData {
  name: string;
  size?: number;
  node: IconNode;
}

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'ref'> {
  ref?: Ref<SVGSVGElement>;
  size?: number | string;
}

const draw = (node: IconNode): ReactNode[] =>
  node.map(([tag, attributes, children], index) =>
    createElement(tag, { key: attributes.key ?? index, ...attributes }, children && draw(children)),
  );

const labelled = (props: object) =>
  Object.entries(props).some(
    ([prop, value]) => value != null && (prop.startsWith('aria-') || prop === 'role' || prop === 'title'),
  );

export default function createLucideIcon(icon: IconData) {
  const viewBox = `0 0 ${icon.size ?? 24} ${icon.size ?? 24}`;
  const className = `lucide lucide-${icon.name}`;
  function LucideIcon({
    size = 24,
    color = 'currentColor',
    strokeWidth = 2,
    className: extra,
    children,
    ...rest
  }: IconProps) {
    return createElement(
      'svg',
      {
        xmlns: 'http://www.w3.org/2000/svg',
        width: size,
        height: size,
        viewBox,
        fill: 'none',
        stroke: color,
        strokeWidth,
        strokeLinecap: 'round',
        strokeLinejoin: 'round',
        className: extra ? `${className} ${extra}` : className,
        ...(children || labelled(rest) ? {} : { 'aria-hidden': 'true' }),
        ...rest,
      },
      ...draw(icon.node),
      children,
    );
  }
  return LucideIcon;
}
