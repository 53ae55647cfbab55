import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { ChevronDownIcon } from '../../icons/icons';
import { useFieldControl } from './field';
import { controlAdornment, controlStyles } from './input';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectProps extends ComponentPropsWithRef<'select'> {
  /** The choices; `children` options may be given instead. */
  options?: readonly (SelectOption | string)[];
  /** A first, empty choice shown until one is picked (its value is ""). */
  placeholder?: string;
}

/** A native select (keyboard, screen readers and mobile pickers work as users expect), styled. */
export function Select({
  options,
  placeholder,
  children,
  className,
  style,
  ...props
}: SelectProps) {
  const controlProps = useFieldControl(props);
  return (
    <Wrapper className={className} style={style}>
      <StyledSelect
        {...controlProps}
        $placeholderShown={placeholder !== undefined && !props.value && !props.defaultValue}
      >
        {placeholder !== undefined ? (
          <option value="" disabled>
            {placeholder}
          </option>
        ) : null}
        {options?.map((option) => {
          const { value, label } =
            typeof option === 'string' ? { value: option, label: option } : option;
          return (
            <option key={value} value={value}>
              {label}
            </option>
          );
        })}
        {children}
      </StyledSelect>
      <Chevron aria-hidden="true">
        <ChevronDownIcon size={16} />
      </Chevron>
    </Wrapper>
  );
}

const Wrapper = styled.div`
  position: relative;
  display: block;
  min-width: 0;
`;

const StyledSelect = styled.select<{ $placeholderShown: boolean }>`
  ${controlStyles};
  appearance: none;
  height: 2.5rem;
  padding: 0 2.25rem 0 0.75rem;
  /* A long choice ends in an ellipsis rather than under the chevron. */
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
  cursor: pointer;
  color: ${(p) => (p.$placeholderShown ? p.theme.color.textSubtle : p.theme.color.text)};
`;

const Chevron = styled.span`
  ${controlAdornment('right')}
  color: ${(p) => p.theme.color.textMuted};
`;
