import type { ReactNode, SVGProps } from 'react';

export interface IconProps extends SVGProps<SVGSVGElement> {
  /** Width and height; 1em (the surrounding text size) unless given. */
  size?: number | string;
  /** An accessible name; without it the icon is decorative (hidden from assistive technology). */
  title?: string;
}

export type Icon = (props: IconProps) => ReactNode;

/** Line icons on a 24-unit grid, stroked with the current colour (drawn in the style of Lucide, ISC). */
export function createIcon(name: string, paths: ReactNode): Icon {
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
        {paths}
      </svg>
    );
  }
  IconComponent.displayName = `${name}Icon`;
  return IconComponent;
}
