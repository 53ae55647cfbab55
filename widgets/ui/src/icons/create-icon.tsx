import { createElement, type ReactNode, type SVGProps } from 'react';

export interface IconProps extends SVGProps<SVGSVGElement> {
  /** Width and height; 1em (the surrounding text size) unless given. */
  size?: number | string;
  /** An accessible name; without it the icon is decorative (hidden from assistive technology). */
  title?: string;
}

export type Icon = (props: IconProps) => ReactNode;

/** One element of an icon's drawing: its SVG tag (path, circle, rect) and its attributes. */
export interface IconShape {
  tag: string;
  [attribute: string]: string | number | undefined;
}

/** Line icons on a 24-unit grid, stroked with the current colour (drawn in the style of Lucide, ISC). */
export function createIcon(name: string, drawing: readonly IconShape[]): Icon {
  function IconComponent({ size = '1em', title, ...rest }: IconProps) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden={title ? undefined : true}
        role={title ? 'img' : undefined}
        focusable="false"
        data-icon={name}
        {...rest}
      >
        {title ? <title>{title}</title> : null}
        {drawing.map(({ tag, ...attributes }, index) =>
          createElement(tag, { key: index, ...attributes }),
        )}
      </svg>
    );
  }
  IconComponent.displayName = `${name}Icon`;
  return IconComponent;
}

/** An icon component for each drawing, named after it: `{ Mail: [...] }` gives `MailIcon`. */
export function createIcons<Name extends string>(
  drawings: Record<Name, readonly IconShape[]>,
): Record<`${Name}Icon`, Icon> {
  const entries = Object.entries<readonly IconShape[]>(drawings).map(([name, drawing]) => [
    `${name}Icon`,
    createIcon(name, drawing),
  ]);
  return Object.fromEntries(entries) as Record<`${Name}Icon`, Icon>;
}
