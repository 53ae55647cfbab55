import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled from 'styled-components';
import { IconButton, SearchIcon, XIcon, controlAdornment, controlStyles } from '@portfolio/ui';

export interface SearchFieldProps extends Omit<
  ComponentPropsWithRef<'input'>,
  'type' | 'value' | 'onChange'
> {
  /** The text searched for. */
  value: string;
  /** The new text; '' when cleared. */
  onChange: (text: string) => void;
  /** What stands at the right end in place of the clear button (a spinner while results update). */
  end?: ReactNode;
  /** Styles the field's box (its width in a toolbar), not the input. */
  className?: string;
}

/**
 * A search box: the input with the search icon before the text, and a button that clears it while
 * it holds text (in place of the browser's own, which not every browser shows).
 */
export function SearchField({ value, onChange, end, className, ...input }: SearchFieldProps) {
  const clear = value ? (
    <Clear aria-label="Clear search" onClick={() => onChange('')}>
      <XIcon size={14} />
    </Clear>
  ) : null;
  return (
    <Box className={className}>
      <Glyph aria-hidden="true">
        <SearchIcon size={16} />
      </Glyph>
      <Input
        {...input}
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      {end ? <End>{end}</End> : clear}
    </Box>
  );
}

const Box = styled.div`
  position: relative;
  min-width: 0;
  max-width: 24rem;
`;

const Glyph = styled.span`
  ${controlAdornment('left')}
  color: ${(p) => p.theme.color.textSubtle};
`;

const Input = styled.input`
  ${controlStyles};
  height: 2.5rem;
  padding: 0 2.25rem;
  &::-webkit-search-cancel-button {
    display: none;
  }
`;

const End = styled.span`
  ${controlAdornment('right')}
`;

const Clear = styled(IconButton)`
  position: absolute;
  right: 0.375rem;
  top: 50%;
  transform: translateY(-50%);
  width: 1.75rem;
  height: 1.75rem;
`;
