import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { useFieldControl } from './field';

export interface SwitchProps extends Omit<ComponentPropsWithRef<'button'>, 'onChange' | 'value'> {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}

/** An on/off switch (a button with the switch role). */
export function Switch({ checked, onCheckedChange, ...props }: SwitchProps) {
  const controlProps = useFieldControl(props);
  return (
    <Track
      type="button"
      role="switch"
      aria-checked={checked}
      data-state={checked ? 'on' : 'off'}
      {...controlProps}
      onClick={(event) => {
        props.onClick?.(event);
        if (!event.defaultPrevented) onCheckedChange(!checked);
      }}
    >
      <Thumb $checked={checked} />
    </Track>
  );
}

const Track = styled.button`
  position: relative;
  flex-shrink: 0;
  width: 2.75rem;
  height: 1.5rem;
  padding: 0;
  border: none;
  border-radius: ${(p) => p.theme.radius.full};
  background: ${(p) => p.theme.color.borderStrong};
  cursor: pointer;
  transition: background ${(p) => p.theme.motion.fast};
  &[aria-checked='true'] {
    background: ${(p) => p.theme.color.primary};
  }
  &:focus-visible {
    outline: none;
    box-shadow: 0 0 0 3px ${(p) => p.theme.color.focusRing};
  }
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;

const Thumb = styled.span<{ $checked: boolean }>`
  position: absolute;
  top: 0.125rem;
  left: 0.125rem;
  width: 1.25rem;
  height: 1.25rem;
  border-radius: 50%;
  background: #fff;
  box-shadow: ${(p) => p.theme.shadow.sm};
  transform: translateX(${(p) => (p.$checked ? '1.25rem' : '0')});
  transition: transform ${(p) => p.theme.motion.normal};
`;
