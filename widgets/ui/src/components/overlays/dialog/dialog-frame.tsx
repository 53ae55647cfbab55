import type { ComponentPropsWithRef, ComponentType, ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';
import { XIcon } from '../../../icons/icons';
import { IconButton } from '../../forms/icon-button';
import { baseStyles } from '../../../theme/global-style';

/**
 * The look of the kit's dialogs, shared by {@link Dialog} and {@link ConfirmDialog}: styled
 * elements that the Radix parts render through `asChild`. Only the Radix modules import it, so it
 * is fetched with them.
 */

export const dialogWidths = { sm: '400px', md: '520px', lg: '720px' } as const;
export type DialogSize = keyof typeof dialogWidths;

const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`;
const rise = keyframes`from { opacity: 0; transform: translateY(8px) scale(0.98); } to { opacity: 1; transform: none; }`;

export const DialogOverlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${(p) => p.theme.z.overlay};
  display: grid;
  place-items: center;
  padding: 1rem;
  background: ${(p) => p.theme.color.overlay};
  backdrop-filter: blur(2px);
  animation: ${fadeIn} 150ms ease;
  ${baseStyles};
`;

/**
 * A column: header, body, footer. When the content is taller than the screen only the body
 * scrolls, so the title and the buttons (Save Changes) stay in view.
 */
export const DialogPanel = styled.div<{ $size: DialogSize }>`
  position: relative;
  display: flex;
  flex-direction: column;
  width: 100%;
  max-width: ${(p) => dialogWidths[p.$size]};
  max-height: calc(100vh - 2rem);
  /* The visible height on phones, whose browser bars 100vh ignores. */
  max-height: calc(100dvh - 2rem);
  overflow: hidden;
  background: ${(p) => p.theme.color.surface};
  border-radius: ${(p) => p.theme.radius.xl};
  box-shadow: ${(p) => p.theme.shadow.xl};
  animation: ${rise} 180ms cubic-bezier(0.2, 0.8, 0.2, 1);
  &:focus {
    outline: none;
  }
`;

/** Title and description; room on the right for the close button. */
const DialogHeader = styled.div`
  flex-shrink: 0;
  padding: 1.5rem 3.5rem 0 1.5rem;
`;

const DialogTitle = styled.h2`
  font-size: ${(p) => p.theme.fontSize.lg};
  font-weight: 600;
  letter-spacing: -0.01em;
  line-height: 1.3;
`;

const DialogDescription = styled.p`
  margin-top: 0.375rem;
  color: ${(p) => p.theme.color.textMuted};
  font-size: ${(p) => p.theme.fontSize.sm};
`;

/** The kit's icon button, in the panel's top right corner. */
const CloseButton = styled(IconButton)`
  position: absolute;
  top: 1.25rem;
  right: 1rem;
`;

/** The rest of the panel's column below the header: the body shrinks (and scrolls), the footer does not. */
const column = `
  display: flex;
  flex-direction: column;
  flex: 1 1 auto;
  min-height: 0;
`;

/** A form dialog's form, between the header and the fieldset. */
export const DialogForm = styled.form`
  ${column}
`;

/**
 * Disables every control inside while a request runs. It draws no box of its own: a fieldset's
 * content does not shrink in a flex column (the body would not scroll), so body and footer are
 * laid out by the panel or the form around it.
 */
export const DialogFieldset = styled.fieldset`
  display: contents;
`;

export const DialogBody = styled.div`
  flex: 1 1 auto;
  min-height: 0;
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: 1.25rem 1.5rem;
  display: grid;
  align-content: start;
  gap: 1rem;
`;

/** Between the header and the body, outside the body's scrolling. */
export const DialogNotice = styled.div`
  flex-shrink: 0;
  padding: 1rem 1.5rem 0;
`;

/** A dialog's actions: rendered with `data-dialog-actions`, which toasts keep clear of. */
export const DialogFooter = styled.div`
  flex-shrink: 0;
  display: flex;
  justify-content: flex-end;
  gap: 0.5rem;
  padding: 1rem 1.5rem 1.5rem;
`;

/** A Radix dialog primitive's Title and Description (Dialog's or AlertDialog's: each has its own). */
interface HeadingParts {
  Title: ComponentType<{ asChild?: boolean; children?: ReactNode }>;
  Description: ComponentType<{ asChild?: boolean; children?: ReactNode }>;
}

/** The title and, when there is one, the description, named to the dialog by `parts`. */
export function DialogHeading({
  parts: { Title, Description },
  title,
  description,
}: {
  parts: HeadingParts;
  title: ReactNode;
  description?: ReactNode;
}) {
  return (
    <DialogHeader>
      <Title asChild>
        <DialogTitle>{title}</DialogTitle>
      </Title>
      {description ? (
        <Description asChild>
          <DialogDescription>{description}</DialogDescription>
        </Description>
      ) : null}
    </DialogHeader>
  );
}

/** The close button sits last in the tab order (after the fields), drawn in the top corner. */
export function DialogCloseButton(props: Omit<ComponentPropsWithRef<'button'>, 'children'>) {
  return (
    <CloseButton type="button" aria-label="Close" {...props}>
      <XIcon size={18} />
    </CloseButton>
  );
}

/**
 * What a dialog's Radix content is given: it renders the panel, is modal, busy while pending,
 * and without a description has no dangling `aria-describedby`.
 */
export const dialogContentProps = (pending: boolean | undefined, described: boolean) => ({
  asChild: true,
  'aria-modal': 'true' as const,
  'aria-busy': pending || undefined,
  ...(described ? {} : { 'aria-describedby': undefined }),
});
